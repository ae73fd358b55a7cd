import { palette } from '../../app/theme';

/**
 * Spec section 4's colours (approved green, pending yellow, quiz_required blue, anything else red) as solid tag
 * colours under white text, each at least 4.5:1 (WCAG AA); antd's pastel presets fall short of it.
 */
export function statusColor(status: string | null | undefined): string {
  switch (status) {
    case 'approved':
      return palette.success;
    case 'pending':
      return palette.accent;
    case 'quiz_required':
      return '#1f4e8c';
    default:
      return palette.error;
  }
}

/** Spec section 4: the first underscore becomes a space, uppercased; PENDING when there is no status. */
export function statusLabel(status: string | null | undefined): string {
  return status ? status.replace('_', ' ').toUpperCase() : 'PENDING';
}
