import { formatRecoveryCode, groupedKey, normalizeRecoveryCode, normalizeTotpCode } from './two-factor';

describe('two-factor rules (D19)', () => {
  it('reads an authenticator code with spaces, and nothing else', () => {
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(normalizeTotpCode('12345a')).toBeNull();
  });

  it('formats recovery codes in three groups of four, and reads them back however typed', () => {
    let i = 0;
    const code = formatRecoveryCode(() => (i += 7) % 32);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normalizeRecoveryCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code.replace(/-/g, ''));
    expect(normalizeRecoveryCode('ABCD-EFGH-OOLI')).toBe('ABCDEFGH0011');
    expect(normalizeRecoveryCode('ABCD-EFGH')).toBeNull();
    expect(normalizeRecoveryCode('ABCD-EFGH-JKM!')).toBeNull();
  });

  it('groups the key by four', () => {
    expect(groupedKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
