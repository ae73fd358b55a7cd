import { Store, type SessionData } from 'express-session';
import { renewAtMostEvery } from './session-renewal';

/** Records what reaches the real store. */
class RecordingStore extends Store {
  calls: string[] = [];
  override get(_sid: string, callback: (error: unknown, session?: SessionData | null) => void) {
    callback(null, null);
  }
  override set(sid: string, _session: SessionData, callback?: (error?: unknown) => void) {
    this.calls.push(`set ${sid}`);
    callback?.();
  }
  override destroy(sid: string, callback?: (error?: unknown) => void) {
    this.calls.push(`destroy ${sid}`);
    callback?.();
  }
  override touch(sid: string, _session: SessionData, callback?: () => void) {
    this.calls.push(`touch ${sid}`);
    callback?.();
  }
}

const session = {} as SessionData;

function setUp() {
  const clock = { ms: 0 };
  const store = renewAtMostEvery(new RecordingStore(), 60_000, () => clock.ms);
  const touch = (sid: string) => new Promise<void>((resolve) => store.touch(sid, session, () => resolve()));
  return { clock, store, touch };
}

describe('renewAtMostEvery', () => {
  it('renews a session once per interval, however many requests it makes', async () => {
    const { clock, store, touch } = setUp();
    await touch('a');
    clock.ms = 59_999;
    await touch('a');
    await touch('a');
    clock.ms = 60_000;
    await touch('a');
    expect(store.calls).toEqual(['touch a', 'touch a']);
  });

  it('counts a save as a renewal, and keeps sessions apart', async () => {
    const { clock, store, touch } = setUp();
    store.set('a', session);
    clock.ms = 30_000;
    await touch('a');
    await touch('b');
    expect(store.calls).toEqual(['set a', 'touch b']);
  });

  it('forgets a destroyed session, so a reused id is renewed at once', async () => {
    const { store, touch } = setUp();
    await touch('a');
    store.destroy('a');
    await touch('a');
    expect(store.calls).toEqual(['touch a', 'destroy a', 'touch a']);
  });
});
