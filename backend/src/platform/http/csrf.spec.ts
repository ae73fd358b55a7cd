import type { NextFunction, Request, Response } from 'express';
import { csrfProtection } from './csrf';

function run(method: string, headers: Record<string, string>, path = '/api/login') {
  const middleware = csrfProtection({ secrets: ['test-secret'], secure: false, exempt: ['/api/billing/webhook'] });
  const res = {
    cookie: jest.fn(),
    status: jest.fn().mockReturnThis(),
    json: jest.fn(),
    renewCsrfToken: undefined as undefined | ((sessionId: string | null) => void),
  };
  const next = jest.fn() as NextFunction;
  const req = { method, path, headers, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  middleware(req, res as unknown as Response, next);
  return { res, next };
}

function issuedToken(): string {
  const { res } = run('GET', {});
  return res.cookie.mock.calls[0][1] as string;
}

describe('csrfProtection', () => {
  it('issues a signed token to a client without one and lets reads through', () => {
    const { res, next } = run('GET', {});
    expect(res.cookie).toHaveBeenCalledWith('XSRF-TOKEN', expect.stringMatching(/^[\w-]+\.[\w-]+$/), expect.anything());
    expect(next).toHaveBeenCalled();
  });

  it('accepts a mutation whose header echoes a valid cookie', () => {
    const token = issuedToken();
    const { next, res } = run('POST', { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token });
    expect(next).toHaveBeenCalled();
    expect(res.status).not.toHaveBeenCalled();
  });

  it.each([
    ['no header', (t: string) => ({ cookie: `XSRF-TOKEN=${t}` })],
    ['a different header', (t: string) => ({ cookie: `XSRF-TOKEN=${t}`, 'x-xsrf-token': `${t}x` })],
    ['an unsigned planted pair', () => ({ cookie: 'XSRF-TOKEN=abc.def', 'x-xsrf-token': 'abc.def' })],
    ['a malformed cookie', () => ({ cookie: 'XSRF-TOKEN=%E0%A4%A', 'x-xsrf-token': '%E0%A4%A' })],
  ])('refuses a mutation with %s', (_name, headers) => {
    const { next, res } = run('DELETE', headers(issuedToken()));
    expect(next).not.toHaveBeenCalled();
    expect(res.status).toHaveBeenCalledWith(403);
  });

  it('hands out a fresh signed token with a refusal, so the page can retry once', () => {
    const { res } = run('POST', { cookie: 'XSRF-TOKEN=abc.def', 'x-xsrf-token': 'abc.def' });
    expect(res.status).toHaveBeenCalledWith(403);
    const fresh = res.cookie.mock.calls[0][1] as string;
    expect(run('POST', { cookie: `XSRF-TOKEN=${fresh}`, 'x-xsrf-token': fresh }).next).toHaveBeenCalled();
  });

  it('does not re-sign the token on every read', () => {
    const { res, next } = run('GET', { cookie: `XSRF-TOKEN=${issuedToken()}` });
    expect(res.cookie).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalled();
  });

  it('leaves exempt paths to their own authentication', () => {
    expect(run('POST', {}, '/api/billing/webhook').next).toHaveBeenCalled();
  });

  describe('bound to the session', () => {
    const session = (id: string) => `penwright.sid=${encodeURIComponent(`s:${id}.signature`)}`;
    const renewedFor = (sessionId: string | null) => {
      const { res } = run('GET', { cookie: 'XSRF-TOKEN=x.y' });
      res.renewCsrfToken!(sessionId);
      return res.cookie.mock.calls[0][1] as string;
    };

    it('refuses a token issued before sign-in once the request carries a session', () => {
      const planted = issuedToken();
      const headers = { cookie: `XSRF-TOKEN=${planted}; ${session('new-session-id')}`, 'x-xsrf-token': planted };
      const { next, res } = run('POST', headers);
      expect(next).not.toHaveBeenCalled();
      expect(res.status).toHaveBeenCalledWith(403);
    });

    it("accepts the token sign-in renews for the new session, and only with that session's cookie", () => {
      const token = renewedFor('new-session-id');
      const cookie = `XSRF-TOKEN=${token}`;
      expect(
        run('POST', { cookie: `${cookie}; ${session('new-session-id')}`, 'x-xsrf-token': token }).next,
      ).toHaveBeenCalled();
      expect(
        run('POST', { cookie: `${cookie}; ${session('other-session')}`, 'x-xsrf-token': token }).next,
      ).not.toHaveBeenCalled();
      expect(run('POST', { cookie, 'x-xsrf-token': token }).next).not.toHaveBeenCalled();
    });

    it('renews a token for no session at sign-out', () => {
      const token = renewedFor(null);
      expect(run('POST', { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token }).next).toHaveBeenCalled();
    });
  });
});
