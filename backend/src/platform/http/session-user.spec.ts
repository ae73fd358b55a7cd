import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { sessionUser } from './sessions';

type Users = Record<number, { id: number; firstName: string } | false>;

/** The app's one deserializer (identity's SessionSerializer) in small: an id to a user, false when gone. */
function registerDeserializer(users: Users, failWith?: Error): void {
  const lists = passport as unknown as { _deserializers: unknown[] };
  lists._deserializers = [];
  passport.deserializeUser<number>((id, done) => (failWith ? done(failWith) : done(null, users[id] ?? false)));
}

async function load(session: object | undefined): Promise<{ req: Request; error: unknown }> {
  const req = { session } as unknown as Request;
  const error = await new Promise<unknown>((resolve) =>
    sessionUser()(req, {} as Response, ((error?: unknown) => resolve(error)) as NextFunction),
  );
  return { req, error };
}

describe('sessionUser', () => {
  it("puts the session's user on the request", async () => {
    registerDeserializer({ 7: { id: 7, firstName: 'Rosa' } });
    const { req, error } = await load({ passport: { user: 7 } });
    expect(error).toBeUndefined();
    expect(req.user).toEqual({ id: 7, firstName: 'Rosa' });
  });

  it('ends a session whose user is gone or deactivated', async () => {
    registerDeserializer({ 7: false });
    const destroyed: string[] = [];
    const session = { passport: { user: 7 }, destroy: (done: () => void) => (destroyed.push('destroyed'), done()) };
    const { req, error } = await load(session);
    expect(error).toBeUndefined();
    expect(req.user).toBeUndefined();
    expect(destroyed).toEqual(['destroyed']);
  });

  it('leaves a visitor or signed-out session alone, without asking for a user', async () => {
    registerDeserializer({}, new Error('must not be asked'));
    for (const session of [undefined, {}, { passport: {} }, { passport: { user: '' } }]) {
      const { req, error } = await load(session);
      expect(error).toBeUndefined();
      expect(req.user).toBeUndefined();
    }
  });

  it('passes a failed load on as an error (a database that is down answers 503)', async () => {
    const down = new Error('connect ECONNREFUSED');
    registerDeserializer({}, down);
    const { req, error } = await load({ passport: { user: 7 } });
    expect(error).toBe(down);
    expect(req.user).toBeUndefined();
  });
});
