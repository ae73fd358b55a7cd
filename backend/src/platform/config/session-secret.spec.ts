import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPlatformSettings } from './platform-settings';
import { SettingsReader } from './settings-reader';
import { persistedSessionSecret, sessionSecrets } from './session-secret';

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

describe('sessionSecrets', () => {
  it('reads SESSION_SECRET as a comma-separated list, the signing secret first', () => {
    expect(sessionSecrets('a'.repeat(40))).toEqual(['a'.repeat(40)]);
    expect(sessionSecrets(` ${'new'.repeat(12)} , ${'old'.repeat(12)},`)).toEqual(['new'.repeat(12), 'old'.repeat(12)]);
  });

  it('refuses to start with a secret of the list shorter than 32 characters', () => {
    const problems = (secret: string) => {
      const read = new SettingsReader({ SESSION_SECRET: secret });
      readPlatformSettings(read);
      return read.problems;
    };
    expect(problems(`${'s'.repeat(40)},short`)).toEqual([
      'SESSION_SECRET: each secret of the comma-separated list must be at least 32 characters',
    ]);
    expect(problems(`${'s'.repeat(40)},${'t'.repeat(32)}`)).toEqual([]);
  });

  it('refuses to start with a list that holds no secret (only commas and spaces)', () => {
    const read = new SettingsReader({ SESSION_SECRET: ', '.repeat(20) });
    readPlatformSettings(read);
    expect(read.problems).toEqual(['SESSION_SECRET: the comma-separated list holds no secret']);
  });
});
