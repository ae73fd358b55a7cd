import { linkPath, stateOf, TOKEN_PATTERN } from './account-link';

describe('account links', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const later = new Date('2026-12-01T13:00:00Z');

  it('is usable until it expires, then expired; once used, it reads used whatever the time', () => {
    expect(stateOf({ usedAt: null, expiresAt: later }, now)).toBe('usable');
    expect(stateOf({ usedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(stateOf({ usedAt: now, expiresAt: later }, now)).toBe('used');
    expect(stateOf({ usedAt: now, expiresAt: now }, later)).toBe('used');
  });

  it('accepts only 43 base64url characters as a token', () => {
    expect(TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(TOKEN_PATTERN.test('a'.repeat(44))).toBe(false);
    expect(TOKEN_PATTERN.test(`${'a'.repeat(42)}=`)).toBe(false);
    expect(TOKEN_PATTERN.test(`${'a'.repeat(41)}\r\n`)).toBe(false);
  });

  it('builds the page path of each purpose', () => {
    expect(linkPath('reset-password', 'abc')).toBe('/reset-password?token=abc');
    expect(linkPath('confirm-email', 'abc')).toBe('/confirm-email?token=abc');
  });
});
