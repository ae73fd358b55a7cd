import { statusColor, statusLabel } from './applicationStatus';

describe('application status badge', () => {
  it.each([
    ['approved', 'green', 'APPROVED'],
    ['pending', 'gold', 'PENDING'],
    ['quiz_required', 'blue', 'QUIZ REQUIRED'],
    ['rejected', 'red', 'REJECTED'],
    ['on_hold_for_now', 'red', 'ON HOLD_FOR_NOW'],
  ])('%s is %s and reads %s', (status, color, label) => {
    expect(statusColor(status)).toBe(color);
    expect(statusLabel(status)).toBe(label);
  });

  it('reads PENDING (in red) without a status', () => {
    expect(statusLabel('')).toBe('PENDING');
    expect(statusLabel(undefined)).toBe('PENDING');
    expect(statusColor(undefined)).toBe('red');
  });
});
