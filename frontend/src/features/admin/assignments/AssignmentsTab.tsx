import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { type ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { longDate } from '../../../app/dates';
import { useGetAdminAssignmentsQuery, type AdminAssignment, type AssignmentStatus } from '../api/adminAssignmentsApi';
import { wordsAgainstTarget } from '../format';
import { ASSIGNMENT_TYPE, tierLabel } from '../labels';
import { ListFilters } from '../list/ListFilters';
import { PagedTable } from '../list/PagedTable';
import { emptyListText, usePagedList } from '../list/usePagedListArgs';
import { fullName } from '../format';
import { useAdminTab } from '../useAdminTab';
import { AssignmentFilters, type AssignmentFilterChange } from './AssignmentFilters';
import { AssignmentStatusTags } from './AssignmentStatusTags';
import { payLabel } from '../../../app/money';
import { ReviewQueueCell } from '../../review/ReviewQueueCell';

/*
 * The dialogs' code (forms, a member search) comes when one is first opened, not with the list (issue 29): the tab
 * opens sooner, and most visits create or assign nothing.
 */
const CreateAssignmentDialog = lazy(() =>
  import('./CreateAssignmentDialog').then((module) => ({ default: module.CreateAssignmentDialog })),
);
const AssignDialog = lazy(() => import('./AssignDialog').then((module) => ({ default: module.AssignDialog })));

interface Props {
  /** The statuses and overdue filter the address asks for (the Overview's figures link to them). */
  statuses?: AssignmentStatus[] | undefined;
  overdue?: boolean;
}

/**
 * The Assignments tab of /admin (spec section 2, D10): newest first or sorted by a column, searched and filtered
 * on the server (statuses, overdue), a page at a time; the create form; assign an available one to a member.
 * Each opens on its own page in a new tab. The filters start from the address and are written back to it.
 */
export function AssignmentsTab({ statuses, overdue = false }: Props) {
  const { args, filter, table } = usePagedList(useGetAdminAssignmentsQuery, {
    status: statuses,
    overdue: overdue ? ('true' as const) : undefined,
    search: undefined as string | undefined,
  });
  const { showFilters } = useAdminTab();
  // The address follows the editor's filters, so a reload or a shared link shows the same list.
  const filterAndShow = (change: AssignmentFilterChange) => {
    filter(change);
    const next = { status: args.status, overdue: args.overdue, ...change };
    showFilters('assignments', { status: next.status, overdue: next.overdue === 'true' });
  };
  const [creating, setCreating] = useState(false);
  // Mounted from its first opening on, so a draft stays when it is closed and opened again.
  const [createOpened, setCreateOpened] = useState(false);
  const [assigning, setAssigning] = useState<AdminAssignment | null>(null);

  const columns: ColumnsType<AdminAssignment> = [
    {
      title: 'Assignment',
      key: 'title',
      sorter: true,
      render: (_, row) => (
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
      title: 'Assignee',
      key: 'assignee',
      render: (_, { assignee }) =>
        assignee ? (
          <div>
            {fullName(assignee)}
            <div className="pw-admin__muted">{assignee.email}</div>
            {/* D20: the review queue puts Professional and Editorial Partner work first, and says why. */}
            <div className="pw-admin__muted">
              {tierLabel(assignee.tier)}
              {assignee.priority && <Tag className="pw-admin__priority">Priority</Tag>}
            </div>
          </div>
        ) : (
          <span className="pw-admin__muted">Unassigned</span>
        ),
    },
    { title: 'Status', key: 'status', sorter: true, render: (_, row) => <AssignmentStatusTags assignment={row} /> },
    // The review queue's facts (D22) on each submitted row.
    { title: 'Review', key: 'review', render: (_, row) => <ReviewQueueCell row={row} /> },
    {
      title: 'Words',
      key: 'words',
      className: 'pw-admin__nowrap',
      render: (_, row) => wordsAgainstTarget(row.submittedWordCount, row.wordCount),
    },
    // By the rate as set: per-word rates sort among flat fees by their number, as the server sorts them.
    { title: 'Pay', key: 'payRate', sorter: true, className: 'pw-admin__nowrap', render: (_, row) => payLabel(row) },
    // The day is enough to scan a list; the page of the assignment has the time.
    { title: 'Deadline', key: 'deadline', sorter: true, render: (_, row) => longDate(row.deadline) },
    {
      title: 'Actions',
      key: 'actions',
      width: 112,
      render: (_, row) =>
        row.status === 'available' && (
          <Button size="small" onClick={() => setAssigning(row)} aria-label={`Assign ${row.title}`}>
            Assign
          </Button>
        ),
    },
  ];

  return (
    <>
      <ListFilters
        searchLabel="Search assignments"
        filters={
          <AssignmentFilters statuses={args.status} overdue={args.overdue === 'true'} onChange={filterAndShow} />
        }
        onChange={({ search }) => filter({ search })}
      >
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setCreateOpened(true);
            setCreating(true);
          }}
        >
          Create Assignment
        </Button>
      </ListFilters>
      <PagedTable<AdminAssignment>
        {...table}
        noun={{ one: 'assignment', many: 'assignments' }}
        columns={columns}
        emptyText={emptyListText('assignments', args)}
        minWidth={1180}
      />
      <Suspense fallback={null}>
        {createOpened && <CreateAssignmentDialog open={creating} onClose={() => setCreating(false)} />}
      </Suspense>
      <Suspense fallback={null}>
        {assigning && <AssignDialog assignment={assigning} onClose={() => setAssigning(null)} />}
      </Suspense>
    </>
  );
}
