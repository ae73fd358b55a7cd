import type { Store } from 'express-session';

/**
 * Rolling sessions renew their expiry in the store on every signed-in request: a committed write per page
 * view. This renews it at most once per `intervalMs` per session instead, so the store's idle timeout runs at
 * most that long behind the last request, and nearly every request is a read. A save (sign-in, a change to the
 * session) counts as a renewal. Each process keeps its own record, so several processes renew a little more
 * often, never less.
 */
export function renewAtMostEvery<S extends Store>(store: S, intervalMs: number, now: () => number = Date.now): S {
  const renewedAt = new Map<string, number>();
  const remember = (sid: string) => {
    const time = now();
    if (renewedAt.size >= MAX_TRACKED_SESSIONS) {
      for (const [id, at] of renewedAt) if (time - at >= intervalMs) renewedAt.delete(id);
    }
    if (renewedAt.size >= MAX_TRACKED_SESSIONS) renewedAt.clear(); // only costs a few extra renewals
    renewedAt.set(sid, time);
  };

  const { set, destroy, touch } = store;
  store.set = (sid, session, callback) => {
    remember(sid);
    set.call(store, sid, session, callback);
  };
  store.destroy = (sid, callback) => {
    renewedAt.delete(sid);
    destroy.call(store, sid, callback);
  };
  store.touch = (sid, session, callback) => {
    const last = renewedAt.get(sid);
    if (last !== undefined && now() - last < intervalMs) return callback?.();
    remember(sid);
    touch?.call(store, sid, session, callback ?? (() => undefined));
  };
  return store;
}

const MAX_TRACKED_SESSIONS = 50_000;
