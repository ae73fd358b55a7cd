import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { longDate } from '../../../app/dates';
import { CardList } from '../list/CardList';
import { useNarrowScreen } from '../list/useNarrowScreen';
import type { NewsletterIssueView } from './adminNewsletterApi';

interface Props {
  issues: NewsletterIssueView[] | undefined;
  loading: boolean;
  onEdit: (issue: NewsletterIssueView) => void;
}

/**
 * Every issue, newest first: drafts to edit, sent ones with how many messages are queued, sent and failed. On a
 * narrow screen, cards (issue 18, defect 8), like every admin list.
 */
export function IssuesTable({ issues, loading, onEdit }: Props) {
  const narrow = useNarrowScreen();
  const columns: ColumnsType<NewsletterIssueView> = [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Status',
      key: 'status',
      render: (_, issue) =>
        issue.sentAt ? (
          <span>
            <Tag color="green">Sent</Tag>
            <time dateTime={issue.sentAt}>{longDate(issue.sentAt, 'minutes')}</time>
          </span>
        ) : (
          <Tag>Draft</Tag>
        ),
    },
    { title: 'Queued', key: 'queued', align: 'right', render: (_, issue) => issue.delivery.queued },
    { title: 'Sent', key: 'sent', align: 'right', render: (_, issue) => issue.delivery.sent },
    { title: 'Failed', key: 'failed', align: 'right', render: (_, issue) => issue.delivery.failed },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, issue) =>
        issue.sentAt ? null : (
          <Button size="small" onClick={() => onEdit(issue)} aria-label={`Edit draft: ${issue.title}`}>
            Edit
          </Button>
        ),
    },
  ];
  if (narrow)
    return (
      <CardList<NewsletterIssueView>
        columns={columns}
        rows={issues ?? []}
        label="Issues"
        loading={loading}
        emptyText="No issues yet"
        rowKey={(issue) => issue.id}
      />
    );
  return (
    <Table<NewsletterIssueView>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={issues ?? []}
      loading={loading}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: 'No issues yet' }}
    />
  );
}
