import Checkbox from 'antd/es/checkbox';
import Select from 'antd/es/select';
import type { AssignmentStatus } from '../api/adminAssignmentsApi';
import { ASSIGNMENT_STATUS, optionsOf } from '../labels';

const STATUS_OPTIONS = optionsOf(ASSIGNMENT_STATUS);

export interface AssignmentFilterChange {
  status?: AssignmentStatus[] | undefined;
  overdue?: 'true' | undefined;
}

interface Props {
  statuses: AssignmentStatus[] | undefined;
  overdue: boolean;
  onChange: (change: AssignmentFilterChange) => void;
}

/**
 * The Assignments tab's own filters: any of the seven statuses (the Overview's "active" figure opens it on three)
 * and overdue work only. Each shows while active and clears in one click: a status's ×, the select's clear, or
 * the box.
 */
export function AssignmentFilters({ statuses, overdue, onChange }: Props) {
  return (
    <>
      <Select<AssignmentStatus[]>
        mode="multiple"
        aria-label="Filter by status"
        className="pw-admin__status-filter pw-admin__status-filter--multiple"
        placeholder="All statuses"
        allowClear
        value={statuses ?? []}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ status: value.length ? value : undefined })}
      />
      <Checkbox
        className="pw-admin__overdue-filter"
        checked={overdue}
        onChange={(event) => onChange({ overdue: event.target.checked ? 'true' : undefined })}
      >
        Overdue only
      </Checkbox>
    </>
  );
}
