import type { Server } from 'node:http';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/** Acts like a browser tab: keeps its cookies and echoes the CSRF cookie in the header. */
export class TestClient {
  private constructor(
    readonly agent: TestAgent,
    readonly csrfToken: string,
  ) {}

  static async open(server: Server): Promise<TestClient> {
    const agent = request.agent(server);
    const response = await agent.get('/api/health');
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('XSRF-TOKEN='));
    if (!cookie) throw new Error('the server did not set the XSRF-TOKEN cookie');
    return new TestClient(agent, decodeURIComponent(cookie.split(';')[0].slice('XSRF-TOKEN='.length)));
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

  delete(url: string) {
    return this.agent.delete(url).set('X-XSRF-TOKEN', this.csrfToken);
  }

  private send(test: request.Test, body?: object | string) {
    const withToken = test.set('X-XSRF-TOKEN', this.csrfToken);
    if (typeof body === 'string') return withToken.set('Content-Type', 'application/json').send(body);
    return body === undefined ? withToken : withToken.send(body);
  }
}
