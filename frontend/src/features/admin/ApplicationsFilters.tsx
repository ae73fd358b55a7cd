import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import type { ApplicationStatus } from '../applications/applicationsApi';
import { statusLabel } from '../applications/applicationStatus';
import { SEARCH_MAX_LENGTH } from './adminApplicationsApi';
import type { QueueFilters } from './useReviewQueueArgs';

/** Searching starts once typing pauses, so a name typed quickly costs one request, not one per letter. */
export const SEARCH_DELAY_MS = 300;

const ALL = 'all';
/** In the queue's own order: awaiting a decision first. */
const STATUSES: ApplicationStatus[] = ['pending', 'quiz_required', 'approved', 'rejected'];
const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** The server refuses an empty or blank search: no text means no search. */
const searchOf = (text: string) => text.trim() || undefined;

interface Props {
  status: ApplicationStatus | undefined;
  onChange: (change: QueueFilters) => void;
}

/** The Applications tab's status filter and applicant search (Enter searches at once). */
export function ApplicationsFilters({ status, onChange }: Props) {
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => onChange({ search: searchOf(text) }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onChange]);

  return (
    <div className="pw-admin__filters">
      <Select<string>
        aria-label="Filter by status"
        className="pw-admin__status-filter"
        value={status ?? ALL}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ status: value === ALL ? undefined : (value as ApplicationStatus) })}
      />
      <Input.Search
        placeholder="Search applicants"
        allowClear
        aria-label="Search applicants"
        className="pw-admin__search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onChange({ search: searchOf(value) })}
      />
    </div>
  );
}
