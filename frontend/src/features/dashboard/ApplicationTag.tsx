import Tag from 'antd/es/tag';
import { palette } from '../../app/theme';
import type { ApplicationStatus } from '../applications/applicationsApi';
import { statusLabel } from '../applications/applicationStatus';

/**
 * Spec section 4's colours (approved green, pending yellow, quiz_required blue, anything else red) as solid tags
 * with white text, each at least 4.5:1 (WCAG AA); antd's pastel presets fall short of it.
 */
const COLORS: Partial<Record<ApplicationStatus, string>> = {
  approved: palette.success,
  pending: palette.accent,
  quiz_required: '#1f4e8c',
};

export function ApplicationTag({ status }: { status: ApplicationStatus | null }) {
  if (!status) return <>No application</>;
  return <Tag color={COLORS[status] ?? palette.error}>{statusLabel(status)}</Tag>;
}
