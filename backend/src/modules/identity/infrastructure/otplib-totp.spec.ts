import { generate } from 'otplib';
import { timeStepAt } from '../domain/two-factor';
import { OtplibTotp } from './otplib-totp';

describe('OtplibTotp (RFC 6238, D19)', () => {
  const totp = new OtplibTotp();
  const secret = totp.newSecret();
  const at = new Date('2026-11-28T12:00:10Z');
  const codeAt = (stepsAway: number) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) + stepsAway * 30 });

  it('accepts the current step and one step either side, answering the step matched', async () => {
    const now = timeStepAt(at);
    expect(await totp.verify(secret, await codeAt(0), at, null)).toBe(now);
    expect(await totp.verify(secret, await codeAt(-1), at, null)).toBe(now - 1);
    expect(await totp.verify(secret, await codeAt(1), at, null)).toBe(now + 1);
  });

  it('refuses codes two steps away, and a wrong code', async () => {
    expect(await totp.verify(secret, await codeAt(-2), at, null)).toBeNull();
    expect(await totp.verify(secret, await codeAt(2), at, null)).toBeNull();
    const right = await codeAt(0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(await totp.verify(secret, wrong, at, null)).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one (no replay)', async () => {
    const now = timeStepAt(at);
    expect(await totp.verify(secret, await codeAt(0), at, now)).toBeNull();
    expect(await totp.verify(secret, await codeAt(-1), at, now)).toBeNull();
    expect(await totp.verify(secret, await codeAt(1), at, now)).toBe(now + 1);
  });

  it('gives an otpauth URI with the issuer, the account and the secret', () => {
    const uri = new URL(totp.uri(secret, 'nora@example.com', 'Penwright'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Penwright');
    expect(decodeURIComponent(uri.pathname)).toContain('nora@example.com');
  });
});
