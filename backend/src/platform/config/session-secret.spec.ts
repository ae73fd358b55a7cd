import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { persistedSessionSecret } from './session-secret';

describe('persistedSessionSecret', () => {
  it('generates a long secret on first start, keeps it private, and returns the same one afterwards', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'penwright-secret-')), 'data');
    const first = persistedSessionSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(persistedSessionSecret(dataDir)).toBe(first);
  });

  it('differs between installations', () => {
    const a = persistedSessionSecret(mkdtempSync(join(tmpdir(), 'penwright-secret-')));
    const b = persistedSessionSecret(mkdtempSync(join(tmpdir(), 'penwright-secret-')));
    expect(a).not.toBe(b);
  });
});
