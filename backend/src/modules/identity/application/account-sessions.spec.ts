import type { AuditLog } from '../../audit/application/audit-log';
import type { PlatformSettings } from '../../../platform/config/platform-settings';
import type { UnitOfWork } from '../../../shared/application/unit-of-work';
import { AccountSessions, sessionHandle } from './account-sessions';
import type { SessionStore, StoredSession } from './ports/session-store';
import { Sessions } from './sessions';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const stored = (sid: string, fields: Partial<StoredSession> = {}): StoredSession => ({
  sid,
  signedInAt: NOW - HOUR,
  renewedAt: null,
  userAgent: CHROME,
  address: '203.0.113.7',
  ...fields,
});

function accountSessions(rows: StoredSession[]) {
  const store: SessionStore = {
    listForUser: async () => rows,
    deleteForUser: async () => 0,
    deleteOneOf: async () => true,
  };
  const recorded: unknown[] = [];
  const audit = { record: async (entry: unknown) => recorded.push(entry) } as unknown as AuditLog;
  const uow: UnitOfWork = { run: (work) => work() };
  const settings = { sessionAbsoluteHours: 24 } as PlatformSettings;
  const service = new AccountSessions(store, new Sessions(store), audit, uow, { now: () => new Date(NOW) }, settings);
  return { service, recorded };
}

describe('AccountSessions', () => {
  it('lists newest sign-in first, last seen at the last renewal (else the sign-in), this session seen now', async () => {
    const { service } = accountSessions([
      stored('older-session-id', { signedInAt: NOW - 5 * HOUR, renewedAt: NOW - 2 * HOUR }),
      stored('newer-session-id', { signedInAt: NOW - HOUR }),
      stored('this-session-id', { signedInAt: NOW - 3 * HOUR, renewedAt: NOW - HOUR }),
    ]);
    const listed = await service.list(7, 'this-session-id');
    expect(listed.map((session) => [session.id, session.current, session.lastSeenAt])).toEqual([
      [sessionHandle('newer-session-id'), false, new Date(NOW - HOUR).toISOString()],
      [sessionHandle('this-session-id'), true, new Date(NOW).toISOString()],
      [sessionHandle('older-session-id'), false, new Date(NOW - 2 * HOUR).toISOString()],
    ]);
    expect(JSON.stringify(listed)).not.toContain('session-id');
  });

  it('leaves out a session past the absolute timeout, which its next request would end', async () => {
    const { service } = accountSessions([
      stored('timed-out-session', { signedInAt: NOW - 25 * HOUR }),
      stored('live-session', { signedInAt: NOW - 23 * HOUR }),
    ]);
    expect((await service.list(7, undefined)).map((session) => session.id)).toEqual([sessionHandle('live-session')]);
  });

  it('shows an IPv4 client on a dual-stack socket as IPv4, and an old session as an unknown device', async () => {
    const { service } = accountSessions([
      stored('mapped-address', { address: '::ffff:198.51.100.23' }),
      stored('old-session', { userAgent: null, address: null, signedInAt: NOW - 2 * HOUR }),
    ]);
    const [mapped, old] = await service.list(7, undefined);
    expect(mapped).toMatchObject({ address: '198.51.100.23', description: 'Chrome on Linux' });
    expect(old).toMatchObject({ address: null, description: 'Unknown device', browser: null, system: null });
  });

  it('refuses to end an unknown session and this one, and records nothing', async () => {
    const { service, recorded } = accountSessions([stored('this-session-id'), stored('other-session-id')]);
    await expect(service.end(7, sessionHandle('not-a-session'), 'this-session-id')).rejects.toMatchObject({
      code: 'SESSION_NOT_FOUND',
    });
    await expect(service.end(7, sessionHandle('this-session-id'), 'this-session-id')).rejects.toMatchObject({
      code: 'SESSION_IS_CURRENT',
    });
    expect(recorded).toEqual([]);
    await service.end(7, sessionHandle('other-session-id'), 'this-session-id');
    expect(recorded).toEqual([
      expect.objectContaining({
        actorId: 7,
        action: 'user.end_session',
        after: { sessionEnded: { device: 'Chrome on Linux', signedInAt: new Date(NOW - HOUR).toISOString() } },
      }),
    ]);
  });
});
