import type { ReactNode } from 'react';
import { longDate } from '../../../app/dates';
import { payLabel } from '../../../app/money';
import { useRenderInfo } from '../../../app/ssr/pageState';
import { PlainTag } from '../../dashboard/PlainTag';
import { ReviewQueueCell } from '../../review/ReviewQueueCell';
import { adminAssignmentsApi, type AdminAssignment } from '../api/adminAssignmentsApi';
import { fullName, wordsAgainstTarget } from '../format';
import { ASSIGNMENT_STATUS, ASSIGNMENT_TYPE, OVERDUE, tierLabel } from '../labels';
import { ListPreview, type PreviewColumn } from '../list/ListPreview';
import { FIRST_PAGE } from '../list/usePagedListArgs';

/** The Assignments tab's columns (AssignmentsTab.tsx) in plain elements; its Assign buttons come with the tab. */
const columns = (now: number): PreviewColumn<AdminAssignment>[] => [
  {
    key: 'title',
    title: 'Assignment',
    cell: (row) => (
      <div>
        <a href={`/admin/assignment/${row.id}`} target="_blank" rel="noopener">
          {row.title}
          <span className="pw-visually-hidden"> (opens in a new tab)</span>
        </a>
        <div className="pw-admin__muted">{ASSIGNMENT_TYPE[row.type]}</div>
      </div>
    ),
  },
  {
    key: 'assignee',
    title: 'Assignee',
    cell: ({ assignee }) =>
      assignee ? (
        <div>
          {fullName(assignee)}
          <div className="pw-admin__muted">{assignee.email}</div>
          <div className="pw-admin__muted">
            {tierLabel(assignee.tier)} {assignee.priority && <PlainTag>Priority</PlainTag>}
          </div>
        </div>
      ) : (
        <span className="pw-admin__muted">Unassigned</span>
      ),
  },
  {
    key: 'status',
    title: 'Status',
    cell: (row) => (
      <span className="pw-admin__tags">
        <PlainTag color={ASSIGNMENT_STATUS[row.status].color}>{ASSIGNMENT_STATUS[row.status].text}</PlainTag>
        {row.overdue && <PlainTag color={OVERDUE.color}>{OVERDUE.text}</PlainTag>}
        {row.isPremium && <PlainTag>Premium</PlainTag>}
      </span>
    ),
  },
  { key: 'review', title: 'Review', cell: (row) => <ReviewQueueCell row={row} now={now} /> },
  {
    key: 'words',
    title: 'Words',
    className: 'pw-admin__nowrap',
    cell: (row) => wordsAgainstTarget(row.submittedWordCount, row.wordCount),
  },
  { key: 'payRate', title: 'Pay', className: 'pw-admin__nowrap', cell: (row) => payLabel(row) },
  { key: 'deadline', title: 'Deadline', cell: (row) => longDate(row.deadline) },
  {
    key: 'actions',
    title: 'Actions',
    cell: (row) =>
      row.status === 'available' && (
        <span className="pw-admin-preview__action" aria-hidden="true">
          Assign
        </span>
      ),
  },
];

/**
 * The Assignments tab's first page as the server renders it (issue 29), from the answer in the page's data block;
 * the placeholder when there is none (an address with filters, or an answer that failed), and the tab asks for its list.
 */
export function AssignmentsPreview({ placeholder }: { placeholder: ReactNode }) {
  const { data } = adminAssignmentsApi.endpoints.getAdminAssignments.useQueryState(FIRST_PAGE);
  const { renderedAt } = useRenderInfo();
  if (!data) return placeholder;
  return (
    <ListPreview<AdminAssignment>
      label="Assignments"
      className="pw-admin-preview--assignments"
      columns={columns(renderedAt)}
      rows={data.items}
      total={`${data.total} ${data.total === 1 ? 'assignment' : 'assignments'}`}
      rowKey={(row) => row.id}
    />
  );
}
