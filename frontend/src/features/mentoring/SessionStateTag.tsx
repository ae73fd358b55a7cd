import Tag from 'antd/es/tag';
import type { SessionState } from './oneToOneApi';

const LOOK: Record<SessionState, { label: string; color: string }> = {
  requested: { label: 'Requested', color: 'gold' },
  scheduled: { label: 'Scheduled', color: 'green' },
  declined: { label: 'Declined', color: 'default' },
};

/** A request's state, worded the same for the member and the editors. */
export function SessionStateTag({ state }: { state: SessionState }) {
  return <Tag color={LOOK[state].color}>{LOOK[state].label}</Tag>;
}
