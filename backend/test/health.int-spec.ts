import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports liveness and readiness, with a request id', async () => {
    const live = await request(t.server).get('/api/health');
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await request(t.server).get('/api/health/ready').set('X-Request-Id', 'trace-me-1');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['x-request-id']).toBe('trace-me-1');
  });

  it('serves the OpenAPI description', async () => {
    const response = await request(t.server).get('/api/docs-json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user']));
  });

  it('sends security headers', async () => {
    const response = await request(t.server).get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
