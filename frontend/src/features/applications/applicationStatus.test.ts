import { palette } from '../../app/theme';
import { statusColor, statusLabel } from './applicationStatus';

describe('application status badge', () => {
  it.each([
    ['approved', palette.success, 'APPROVED'],
    ['pending', palette.accent, 'PENDING'],
    ['quiz_required', '#1f4e8c', 'QUIZ REQUIRED'],
    ['rejected', palette.error, 'REJECTED'],
    ['on_hold_for_now', palette.error, 'ON HOLD_FOR_NOW'],
  ])('%s is %s and reads %s', (status, color, label) => {
    expect(statusColor(status)).toBe(color);
    expect(statusLabel(status)).toBe(label);
  });

  it('reads PENDING (in red) without a status', () => {
    expect(statusLabel('')).toBe('PENDING');
    expect(statusLabel(undefined)).toBe('PENDING');
    expect(statusColor(undefined)).toBe(palette.error);
  });
});
