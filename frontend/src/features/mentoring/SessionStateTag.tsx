import { palette } from '../../app/theme';
import { PlainTag } from '../dashboard/PlainTag';
import type { SessionState } from './oneToOneApi';

// The theme's solid colours with white text: antd's pastel presets fail the contrast check (WCAG AA).
const LOOK: Record<SessionState, { label: string; color?: string }> = {
  requested: { label: 'Requested', color: palette.accent },
  scheduled: { label: 'Scheduled', color: palette.success },
  declined: { label: 'Declined' },
};

/** A request's state, worded the same for the member and the editors. */
export function SessionStateTag({ state }: { state: SessionState }) {
  return <PlainTag color={LOOK[state].color}>{LOOK[state].label}</PlainTag>;
}
