import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { statusColor, statusLabel } from '../applications/applicationStatus';
import {
  useDecideApplicationMutation,
  useGetApplicationsForReviewQuery,
  type ApplicationForReview,
  type Decision,
} from './adminApplicationsApi';
import { AnswersCell, AttemptsCell, DetailsCell } from './applicationCells';
import { ApplicationsFilters } from './ApplicationsFilters';
import { DecisionDialog } from './DecisionDialog';
import { useReviewQueueArgs } from './useReviewQueueArgs';

const DECIDABLE: Record<Decision, string[]> = { approved: ['pending', 'rejected'], rejected: ['pending', 'approved'] };

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The Applications tab of /admin: review the questionnaire and the quiz, then approve or reject. The server
 * filters, searches and pages the queue (pending first, then newest); the table shows one page.
 */
export function ApplicationsTab() {
  const { args, filter, turnPage } = useReviewQueueArgs();
  // `data` keeps the last page while the next one loads, so the table does not flash empty.
  const { data, isFetching, isError } = useGetApplicationsForReviewQuery(args);
  const [decide, { isLoading: saving }] = useDecideApplicationMutation();
  const [pending, setPending] = useState<{ row: ApplicationForReview; decision: Decision } | null>(null);
  const toast = useToast();
  const total = data?.total ?? 0;

  // A decision can move the last row of the last page out of a status filter: show the new last page.
  const lastPage = Math.max(1, Math.ceil(total / args.pageSize));
  useEffect(() => {
    if (data && args.page > lastPage) turnPage(lastPage, args.pageSize);
  }, [data, args.page, args.pageSize, lastPage, turnPage]);

  async function confirm(note: string) {
    if (!pending) return;
    try {
      await decide({ id: pending.row.id, status: pending.decision, note }).unwrap();
      toast.success(pending.decision === 'approved' ? 'Application approved' : 'Application rejected');
      setPending(null);
    } catch (error) {
      toast.error('Failed to update application', serverMessage(error, 'An error occurred'));
    }
  }

  const columns: ColumnsType<ApplicationForReview> = [
    {
      title: 'Applicant',
      key: 'applicant',
      render: (_, row) =>
        row.applicant ? (
          <div>
            <strong>
              {row.applicant.firstName} {row.applicant.lastName}
            </strong>
            <div className="pw-admin__muted">{row.applicant.email}</div>
          </div>
        ) : (
          'Unknown User'
        ),
    },
    { title: 'Answers', key: 'answers', render: (_, row) => <AnswersCell answers={row.answers} /> },
    { title: 'Details', key: 'details', render: (_, row) => <DetailsCell details={row.applicantDetails} /> },
    { title: 'Quiz attempts', key: 'attempts', render: (_, row) => <AttemptsCell attempts={row.attempts} /> },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => (
        <div>
          <Tag color={statusColor(row.status)}>{statusLabel(row.status)}</Tag>
          {row.decisionNote && <div className="pw-admin__muted">{row.decisionNote}</div>}
        </div>
      ),
    },
    {
      title: 'Decision',
      key: 'actions',
      render: (_, row) => (
        <div className="pw-admin__actions">
          <Button
            type="primary"
            size="small"
            disabled={!DECIDABLE.approved.includes(row.status)}
            onClick={() => setPending({ row, decision: 'approved' })}
            aria-label={`Approve ${row.applicant?.email ?? row.id}`}
          >
            Approve
          </Button>
          <Button
            danger
            size="small"
            disabled={!DECIDABLE.rejected.includes(row.status)}
            onClick={() => setPending({ row, decision: 'rejected' })}
            aria-label={`Reject ${row.applicant?.email ?? row.id}`}
          >
            Reject
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      {/* Stays mounted when a page fails to load, so the typed search is not lost. */}
      <ApplicationsFilters status={args.status} onChange={filter} />
      {isError ? (
        <Alert type="error" showIcon title="Applications could not be loaded." />
      ) : (
        <Table<ApplicationForReview>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          pagination={{
            current: args.page,
            pageSize: args.pageSize,
            total,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (count) => `${count} application${count === 1 ? '' : 's'}`,
            onChange: turnPage,
          }}
          scroll={{ x: 900 }}
          locale={{
            emptyText: args.status || args.search ? 'No applications match your filters' : 'No applications found',
          }}
        />
      )}
      {pending && (
        <DecisionDialog
          application={pending.row}
          decision={pending.decision}
          saving={saving}
          onConfirm={(note) => void confirm(note)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
