import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
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
import { DecisionDialog } from './DecisionDialog';

const DECIDABLE: Record<Decision, string[]> = { approved: ['pending', 'rejected'], rejected: ['pending', 'approved'] };

const matches = (row: ApplicationForReview, search: string) => {
  const { applicant } = row;
  const text = applicant ? `${applicant.firstName} ${applicant.lastName} ${applicant.email} ${applicant.username}` : '';
  return text.toLowerCase().includes(search.trim().toLowerCase());
};

/** The Applications tab of /admin: review the questionnaire and the quiz, then approve or reject. */
export function ApplicationsTab() {
  const { data: rows = [], isLoading, isError } = useGetApplicationsForReviewQuery();
  const [decide, { isLoading: saving }] = useDecideApplicationMutation();
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<{ row: ApplicationForReview; decision: Decision } | null>(null);
  const toast = useToast();
  const visible = useMemo(() => rows.filter((row) => matches(row, search)), [rows, search]);

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

  if (isError) return <Alert type="error" showIcon title="Applications could not be loaded." />;
  return (
    <>
      <Input.Search
        placeholder="Search applicants"
        allowClear
        aria-label="Search applicants"
        className="pw-admin__search"
        onChange={(event) => setSearch(event.target.value)}
      />
      <Table<ApplicationForReview>
        rowKey="id"
        columns={columns}
        dataSource={visible}
        loading={isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        locale={{ emptyText: rows.length ? 'No applications match your search' : 'No applications found' }}
      />
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
