import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState, type ReactNode } from 'react';
import { searchOf, useDebounced } from './useDebounced';

/** The server's limit on every admin list's `search` (D10). */
export const SEARCH_MAX_LENGTH = 100;

const ALL = 'all';

export interface ListFilterChange<Status extends string> {
  status?: Status | undefined;
  search?: string | undefined;
}

interface Props<Status extends string> {
  /** The search box's accessible name and placeholder, e.g. "Search users". */
  searchLabel: string;
  /** The status filter's choices in the list's own order; none: the list has no status filter, or its own. */
  statuses?: readonly { value: Status; label: string }[];
  status?: Status | undefined;
  onChange: (change: ListFilterChange<Status>) => void;
  /** A list's own filters, in place of the one-status filter (the Assignments tab's statuses and overdue). */
  filters?: ReactNode;
  /** Actions beside the filters (Create Assignment). */
  children?: ReactNode;
}

/**
 * The toolbar above an admin list: a status filter and a search (Enter searches at once); they stack on a
 * narrow screen. The typed text stays while the list reloads or fails.
 */
export function ListFilters<Status extends string>({
  searchLabel,
  statuses,
  status,
  onChange,
  filters,
  children,
}: Props<Status>) {
  const [text, setText] = useState('');
  const settled = useDebounced(text);

  useEffect(() => {
    onChange({ search: searchOf(settled) });
  }, [settled, onChange]);

  return (
    <div className="pw-admin__filters">
      {statuses && (
        <Select<string>
          aria-label="Filter by status"
          className="pw-admin__status-filter"
          value={status ?? ALL}
          options={[{ value: ALL, label: 'All statuses' }, ...statuses]}
          onChange={(value) => onChange({ status: value === ALL ? undefined : (value as Status) })}
        />
      )}
      {filters}
      <Input.Search
        placeholder={searchLabel}
        allowClear
        aria-label={searchLabel}
        className="pw-admin__search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onChange({ search: searchOf(value) })}
      />
      {children && <div className="pw-admin__toolbar-actions">{children}</div>}
    </div>
  );
}
