import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { type ColumnsType } from 'antd/es/table';
import { serverMessage } from '../../api/errors';
import { longDate } from '../../app/dates';
import { useToast } from '../../app/toast';
import { useDeleteFeedPostMutation, useGetAdminFeedPostsQuery, type AdminFeedPost } from './adminFeedApi';
import { FeedPostForm } from './FeedPostForm';
import { ListFilters } from './list/ListFilters';
import { PagedTable } from './list/PagedTable';
import { usePagedList } from './list/usePagedListArgs';

/** Names the post by its opening words, so a screen reader user knows which one the button deletes. */
const deleteLabel = (post: AdminFeedPost) =>
  `Delete post: ${post.text.length > 40 ? `${post.text.slice(0, 40).trimEnd()}…` : post.text}`;

/**
 * The Feed tab of /admin: the posts of the default social feed (D6), newest first unless sorted by time, searched
 * and paged on the server (D10).
 */
export function FeedTab() {
  const { args, filter, table } = usePagedList(useGetAdminFeedPostsQuery, { search: undefined as string | undefined });
  const [deletePost] = useDeleteFeedPostMutation();
  const toast = useToast();

  async function remove(post: AdminFeedPost) {
    try {
      await deletePost(post.id).unwrap();
      toast.success('Post deleted');
    } catch (error) {
      toast.error('Failed to delete post', serverMessage(error, 'An error occurred'));
    }
  }

  const columns: ColumnsType<AdminFeedPost> = [
    { title: 'Post', dataIndex: 'text', key: 'text', className: 'pw-admin__post-text' },
    {
      title: 'Posted',
      key: 'postedAt',
      sorter: true,
      width: 200,
      // With the time: several posts can go out in a day.
      render: (_, post) => <time dateTime={post.postedAt}>{longDate(post.postedAt, 'minutes')}</time>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_, post) => (
        <Popconfirm
          title="Delete this post?"
          description="It disappears from the public feed at once."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove(post)}
        >
          <Button danger size="small" icon={<DeleteOutlined />} aria-label={deleteLabel(post)}>
            Delete
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      {table.page?.source === 'x' && (
        <Alert
          type="info"
          showIcon
          className="pw-admin__notice"
          title="Visitors currently see the X account's posts"
          description="X_BEARER_TOKEN is set, so the public feed comes from X. The posts below are shown only while X cannot be reached."
        />
      )}
      <FeedPostForm />
      <ListFilters searchLabel="Search posts" onChange={filter} />
      <PagedTable<AdminFeedPost>
        {...table}
        noun={{ one: 'post', many: 'posts' }}
        columns={columns}
        emptyText={args.search ? 'No posts match your search' : 'No posts yet'}
        minWidth={560}
      />
    </>
  );
}
