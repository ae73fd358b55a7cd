import type { Server } from 'node:http';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/** The answer's Set-Cookie lines (supertest gives one line, several or none). */
export const setCookies = (response: request.Response): string[] =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []);

/** The answer's Set-Cookie line for the cookie `name`, if it sets one. */
export const cookieNamed = (response: request.Response, name: string): string | undefined =>
  setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));

const csrfCookieOf = (response: request.Response): string | undefined => {
  const cookie = cookieNamed(response, 'XSRF-TOKEN');
  return cookie && decodeURIComponent(cookie.split(';')[0].slice('XSRF-TOKEN='.length));
};

/**
 * Acts like a browser tab: keeps its cookies and echoes the CSRF cookie in the header, taking up the new
 * token the server sets (at sign-in and sign-out, as a browser's cookie jar would).
 */
export class TestClient {
  private constructor(
    readonly agent: TestAgent,
    public csrfToken: string,
  ) {}

  static async open(server: Server): Promise<TestClient> {
    const agent = request.agent(server);
    const token = csrfCookieOf(await agent.get('/api/health'));
    if (!token) throw new Error('the server did not set the XSRF-TOKEN cookie');
    return new TestClient(agent, token);
  }

  /**
   * The same browser talking to another server (another instance of the app, as a load balancer would send it):
   * one cookie jar for both, which keys cookies by host, not port.
   */
  through(server: Server): TestClient {
    const agent = request.agent(server);
    (agent as unknown as { jar: unknown }).jar = (this.agent as unknown as { jar: unknown }).jar;
    return new TestClient(agent, this.csrfToken);
  }

  get(url: string) {
    return this.agent.get(url);
  }

  post(url: string, body?: object | string) {
    return this.send(this.agent.post(url), body);
  }

  put(url: string, body?: object | string) {
    return this.send(this.agent.put(url), body);
  }

  patch(url: string, body?: object | string) {
    return this.send(this.agent.patch(url), body);
  }

  delete(url: string, body?: object | string) {
    return this.send(this.agent.delete(url), body);
  }

  private send(test: request.Test, body?: object | string) {
    const withToken = test.set('X-XSRF-TOKEN', this.csrfToken);
    withToken.on('response', (response: request.Response) => {
      this.csrfToken = csrfCookieOf(response) ?? this.csrfToken;
    });
    if (typeof body === 'string') return withToken.set('Content-Type', 'application/json').send(body);
    return body === undefined ? withToken : withToken.send(body);
  }
}
