import request from 'supertest';
import { DEMO, startTestApp, type TestApp } from './support/test-app';

describe('production-safe defaults, as settings', () => {
  describe('with API_DOCS and SEED_DEMO_ACCOUNTS off (the production defaults)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ API_DOCS: 'false', SEED_DEMO_ACCOUNTS: 'false' });
    });
    afterAll(() => t.close());

    it('serves no API description', async () => {
      expect((await request(t.server).get('/api/docs')).status).toBe(404);
      expect((await request(t.server).get('/api/docs-json')).status).toBe(404);
    });

    it('seeds the administrator but no demo member, application or subscription', async () => {
      expect(await t.sql('SELECT email FROM users ORDER BY id')).toEqual([{ email: 'admin@penwright.test' }]);
      expect(await t.sql('SELECT id FROM applications')).toEqual([]);
      expect(await t.sql('SELECT id FROM billing_subscriptions')).toEqual([]);
      expect((await (await t.client()).post('/api/login', DEMO)).status).toBe(401);
    });
  });

  describe('outside production (the defaults of development and test)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('describes the API and seeds the demo member with its application and subscription', async () => {
      expect((await request(t.server).get('/api/docs-json')).body).toMatchObject({ openapi: expect.any(String) });
      const [demo] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.email]);
      expect(await t.sql('SELECT status FROM applications WHERE user_id = ?', [demo.id])).toEqual([
        { status: 'quiz_required' },
      ]);
      expect(await t.sql('SELECT tier FROM billing_subscriptions WHERE user_id = ?', [demo.id])).toEqual([
        { tier: 'writer' },
      ]);
    });
  });
});
