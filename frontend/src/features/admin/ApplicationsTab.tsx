import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { ApplicationStatus } from '../applications/applicationsApi';
import { APPLICATION_STATUSES } from './applicationStatuses';
import { statusLabel } from '../applications/applicationStatus';
// The member's dashboard's solid, AA-contrast status tags (spec section 4's colours).
import { ApplicationTag } from '../dashboard/ApplicationTag';
import {
  useDecideApplicationMutation,
  useGetApplicationsForReviewQuery,
  type ApplicationForReview,
  type Decision,
} from './adminApplicationsApi';
import { AnswersCell, AttemptsCell, DetailsCell } from './applicationCells';
import { DecisionDialog } from './DecisionDialog';
import { ListFilters } from './list/ListFilters';
import { PagedTable } from './list/PagedTable';
import { usePagedList } from './list/usePagedListArgs';
import { useReportedChange } from './useReportedChange';

const DECIDABLE: Record<Decision, string[]> = { approved: ['pending', 'rejected'], rejected: ['pending', 'approved'] };

/** Why a decision cannot be made on a row, shown on its disabled button (issue 18, defect 7). */
const WHY_NOT: Record<Decision, Partial<Record<ApplicationStatus, string>>> = {
  approved: { quiz_required: "Waiting for the applicant's writing assessment", approved: 'Already approved' },
  rejected: { quiz_required: "Waiting for the applicant's writing assessment", rejected: 'Already rejected' },
};

const DECISION_LABEL: Record<Decision, string> = { approved: 'Approve', rejected: 'Reject' };

/**
 * Approve or Reject on one row. When the row's status rules it out, the button is disabled and says why: in a
 * tooltip on a wrapping span (a disabled button fires no pointer events for the tooltip to hear) and, for screen
 * readers, as the button's description.
 */
function DecisionButton({
  row,
  decision,
  onClick,
}: {
  row: ApplicationForReview;
  decision: Decision;
  onClick: () => void;
}) {
  const label = DECISION_LABEL[decision];
  const disabled = !DECIDABLE[decision].includes(row.status);
  const reason = disabled ? (WHY_NOT[decision][row.status] ?? null) : null;
  const button = (
    <Button
      type={decision === 'approved' ? 'primary' : 'default'}
      danger={decision === 'rejected'}
      size="small"
      disabled={disabled}
      onClick={onClick}
      aria-label={`${label} ${row.applicant?.email ?? row.id}`}
      aria-describedby={reason ? `pw-decision-${decision}-${row.id}` : undefined}
    >
      {label}
    </Button>
  );
  if (!reason) return button;
  return (
    <Tooltip title={reason}>
      <span className="pw-admin__disabled-action">
        {button}
        <span id={`pw-decision-${decision}-${row.id}`} className="pw-visually-hidden">
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/**
 * The Applications tab of /admin: review the questionnaire and the quiz, then approve or reject. The server
 * filters, searches and pages the queue (pending first, then newest); the table shows one page. The Overview
 * opens it on the pending ones (`status`).
 */
export function ApplicationsTab({ status }: { status?: ApplicationStatus | undefined }) {
  const { args, filter, table } = usePagedList(useGetApplicationsForReviewQuery, {
    status,
    search: undefined as string | undefined,
  });
  const [decide, { isLoading: saving }] = useDecideApplicationMutation();
  const [pending, setPending] = useState<{ row: ApplicationForReview; decision: Decision } | null>(null);
  const report = useReportedChange();

  async function confirm(note: string) {
    if (!pending) return;
    const decided = await report(decide({ id: pending.row.id, status: pending.decision, note }).unwrap(), {
      success: pending.decision === 'approved' ? 'Application approved' : 'Application rejected',
      failure: 'Failed to update application',
    });
    if (decided) setPending(null);
  }

  const columns: ColumnsType<ApplicationForReview> = [
    {
      title: 'Applicant',
      key: 'name',
      sorter: true,
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
      sorter: true,
      render: (_, row) => (
        <div>
          <ApplicationTag status={row.status} />
          {row.decisionNote && <div className="pw-admin__muted">{row.decisionNote}</div>}
        </div>
      ),
    },
    {
      title: 'Decision',
      key: 'actions',
      render: (_, row) => (
        <div className="pw-admin__actions">
          <DecisionButton row={row} decision="approved" onClick={() => setPending({ row, decision: 'approved' })} />
          <DecisionButton row={row} decision="rejected" onClick={() => setPending({ row, decision: 'rejected' })} />
        </div>
      ),
    },
  ];

  return (
    <>
      <ListFilters searchLabel="Search applicants" statuses={STATUS_OPTIONS} status={args.status} onChange={filter} />
      <PagedTable<ApplicationForReview>
        {...table}
        noun={{ one: 'application', many: 'applications' }}
        columns={columns}
        emptyText={args.status || args.search ? 'No applications match your filters' : 'No applications found'}
        minWidth={900}
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
