import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { longDate } from '../../../app/dates';
import { useGetAdminAssignmentsQuery, type AdminAssignment, type AssignmentStatus } from '../api/adminAssignmentsApi';
import { wordsAgainstTarget } from '../format';
import { ASSIGNMENT_STATUS, ASSIGNMENT_TYPE, optionsOf } from '../labels';
import { ListFilters } from '../list/ListFilters';
import { PagedTable } from '../list/PagedTable';
import { emptyListText, usePagedList } from '../list/usePagedListArgs';
import { fullName } from '../users/UsersTab';
import { AssignDialog } from './AssignDialog';
import { AssignmentStatusTags } from './AssignmentStatusTags';
import { CreateAssignmentDialog } from './CreateAssignmentDialog';
import { payLabel } from '../../../app/money';

const STATUS_OPTIONS = optionsOf(ASSIGNMENT_STATUS);

/**
 * The Assignments tab of /admin (spec section 2, D10): newest first, searched and filtered on the server, a
 * page at a time; the create form; assign an available one to a member. Each opens on its own page in a new tab.
 */
export function AssignmentsTab({ status }: { status?: AssignmentStatus | undefined }) {
  const { args, filter, table } = usePagedList(useGetAdminAssignmentsQuery, {
    status,
    search: undefined as string | undefined,
  });
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<AdminAssignment | null>(null);

  const columns: ColumnsType<AdminAssignment> = [
    {
      title: 'Assignment',
      key: 'title',
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
          </div>
        ) : (
          <span className="pw-admin__muted">Unassigned</span>
        ),
    },
    { title: 'Status', key: 'status', render: (_, row) => <AssignmentStatusTags assignment={row} /> },
    {
      title: 'Words',
      key: 'words',
      className: 'pw-admin__nowrap',
      render: (_, row) => wordsAgainstTarget(row.submittedWordCount, row.wordCount),
    },
    { title: 'Pay', key: 'pay', className: 'pw-admin__nowrap', render: (_, row) => payLabel(row) },
    // The day is enough to scan a list; the page of the assignment has the time.
    { title: 'Deadline', key: 'deadline', render: (_, row) => longDate(row.deadline) },
    {
      title: 'Actions',
      key: 'actions',
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
      <ListFilters searchLabel="Search assignments" statuses={STATUS_OPTIONS} status={args.status} onChange={filter}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Create Assignment
        </Button>
      </ListFilters>
      <PagedTable<AdminAssignment>
        {...table}
        noun={{ one: 'assignment', many: 'assignments' }}
        columns={columns}
        emptyText={emptyListText('assignments', args)}
        minWidth={1040}
      />
      <CreateAssignmentDialog open={creating} onClose={() => setCreating(false)} />
      {assigning && <AssignDialog assignment={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}
