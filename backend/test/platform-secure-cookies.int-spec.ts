import request from 'supertest';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import { cookieNamed } from './support/test-client';

/** The defaults of a deployment behind a TLS-terminating proxy that also answers plain HTTP. */
describe('cookies and HTTPS headers follow the scheme (COOKIE_SECURE=auto, TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('over HTTPS at the proxy: Secure cookies, HSTS and upgrade-insecure-requests', async () => {
    const response = await request(t.server).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(cookieNamed(response, 'XSRF-TOKEN')).toMatch(/; Secure/);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('over plain HTTP: cookies a browser will keep and send back, and no HTTPS-only headers', async () => {
    const response = await request(t.server).get('/api/health').set('X-Forwarded-Proto', 'http');
    expect(cookieNamed(response, 'XSRF-TOKEN')).not.toMatch(/Secure/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const client = await t.client();
    // A member: the administrator's password alone signs no one in (D19, a second factor follows).
    expect((await client.post('/api/login', DEMO)).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
