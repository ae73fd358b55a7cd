import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Table, { type ColumnsType } from 'antd/es/table';
import { serverMessage } from '../../api/errors';
import { longDate } from '../../app/dates';
import { useToast } from '../../app/toast';
import { useDeleteFeedPostMutation, useGetAdminFeedPostsQuery, type AdminFeedPost } from './adminFeedApi';
import { FeedPostForm } from './FeedPostForm';

/** Names the post by its opening words, so a screen reader user knows which one the button deletes. */
const deleteLabel = (post: AdminFeedPost) =>
  `Delete post: ${post.text.length > 40 ? `${post.text.slice(0, 40).trimEnd()}…` : post.text}`;

/** The Feed tab of /admin: the posts of the default social feed (D6), newest first. */
export function FeedTab() {
  const { data, isLoading, isError } = useGetAdminFeedPostsQuery();
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

  if (isError) return <Alert type="error" showIcon title="Feed posts could not be loaded." />;
  return (
    <>
      {data?.source === 'x' && (
        <Alert
          type="info"
          showIcon
          className="pw-admin__notice"
          title="Visitors currently see the X account's posts"
          description="X_BEARER_TOKEN is set, so the public feed comes from X. The posts below are shown only while X cannot be reached."
        />
      )}
      <FeedPostForm />
      <Table<AdminFeedPost>
        rowKey="id"
        columns={columns}
        dataSource={data?.posts ?? []}
        loading={isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        // Scrolls inside its own box on a narrow screen, so the page never grows wider than the screen.
        scroll={{ x: 560 }}
        locale={{ emptyText: 'No posts yet' }}
      />
    </>
  );
}
