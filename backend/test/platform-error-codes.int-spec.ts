import { aPayoutAccount } from './support/payout-helpers';
import request from 'supertest';
import { anAssignment, writers } from './support/assignment-helpers';
import { DEMO, startTestApp, type TestApp } from './support/test-app';

/**
 * Every error answer is `{statusCode, code, message}` (docs/errors.md): a representative refusal of each family,
 * through the real pipeline, with the spec's message texts as they are.
 */
describe('error codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers ASSIGNMENT_TAKEN to the second accept of one assignment', async () => {
    const [first, second] = await writers(t, 2);
    const id = await anAssignment(t);
    expect((await first.client.post(`/api/assignments/${id}/accept`)).status).toBe(200);
    expect((await second.client.post(`/api/assignments/${id}/accept`)).body).toEqual({
      statusCode: 409,
      code: 'ASSIGNMENT_TAKEN',
      message: 'Another writer has already accepted this assignment.',
    });
  });

  it('answers PAYOUT_ACCOUNT_REQUIRED to a request before Set up payouts', async () => {
    const [member] = await writers(t, 1);
    expect((await member.client.post('/api/payouts/request')).body).toEqual({
      statusCode: 409,
      code: 'PAYOUT_ACCOUNT_REQUIRED',
      message: 'Please set up your payout account before requesting a payout: use Set up payouts on the Payouts tab.',
    });
  });

  it('answers PAYOUT_BELOW_MINIMUM to a request under PAYOUT_MINIMUM', async () => {
    const [member] = await writers(t, 1);
    await aPayoutAccount(t, member.userId);
    expect((await member.client.post('/api/payouts/request')).body).toEqual({
      statusCode: 409,
      code: 'PAYOUT_BELOW_MINIMUM',
      message: 'Payouts can be requested from $10.00; you have $0.00 pending and not yet requested.',
    });
  });

  it('answers RECEIPT_NOT_FOUND to a receipt the member does not have', async () => {
    const demo = await t.signIn(DEMO);
    expect((await demo.get('/api/billing/receipts/pi_sbx_not_theirs.pdf')).body).toEqual({
      statusCode: 404,
      code: 'RECEIPT_NOT_FOUND',
      message: 'We could not find this receipt.',
    });
  });

  it('answers VALIDATION_FAILED with the DTO’s messages', async () => {
    const client = await t.client();
    expect((await client.post('/api/login', { email: 'not-an-address', password: 'x' })).body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.any(Array),
    });
  });

  it('answers MALFORMED_JSON to a body that is not JSON', async () => {
    const client = await t.client();
    expect((await client.post('/api/login', '{"email":')).body).toEqual({
      statusCode: 400,
      code: 'MALFORMED_JSON',
      message: 'Unexpected end of JSON input',
    });
  });

  it('answers NOT_FOUND to an unknown API route', async () => {
    expect((await request(t.server).get('/api/no-such-route')).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/no-such-route',
    });
  });

  it('answers CSRF_TOKEN_INVALID to a mutation without the token', async () => {
    expect((await request(t.server).post('/api/logout')).body).toEqual({
      statusCode: 403,
      code: 'CSRF_TOKEN_INVALID',
      message: 'Invalid or missing CSRF token',
    });
  });

  it('answers UNAUTHENTICATED to a visitor on a members’ route', async () => {
    expect((await request(t.server).get('/api/assignments/me')).body).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
  });

  it('answers INVALID_CREDENTIALS to a wrong password', async () => {
    const client = await t.client();
    expect((await client.post('/api/login', { email: DEMO.email, password: 'not-the-password' })).body).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });

  it('answers ADMIN_REQUIRED to a member on an editors’ route', async () => {
    const member = await t.signIn(DEMO);
    expect((await member.get('/api/admin/overview')).body).toEqual({
      statusCode: 403,
      code: 'ADMIN_REQUIRED',
      message: 'Admin privileges required',
    });
  });

  it('answers SECOND_FACTOR_REQUIRED to an admin without a second factor on an editors’ route (D19)', async () => {
    await t.sql('UPDATE users SET is_admin = true WHERE email = ?', [DEMO.email]);
    const admin = await t.signIn(DEMO);
    expect((await admin.get('/api/admin/overview')).body).toMatchObject({
      statusCode: 403,
      code: 'SECOND_FACTOR_REQUIRED',
    });
    await t.sql('UPDATE users SET is_admin = false WHERE email = ?', [DEMO.email]);
  });

  it('lists every code in the OpenAPI document, and a route’s own refusals by status', async () => {
    const document = (await request(t.server).get('/api/docs-json')).body;
    const codes: string[] = document.components.schemas.ErrorResponse.properties.code.enum;
    for (const code of ['ASSIGNMENT_TAKEN', 'PAYOUT_BELOW_MINIMUM', 'CSRF_TOKEN_INVALID', 'VALIDATION_FAILED']) {
      expect(codes).toContain(code);
    }
    const accept = document.paths['/api/assignments/{id}/accept'].post.responses;
    expect(accept['409'].content['application/json'].schema.allOf[1].properties.code.enum).toContain(
      'ASSIGNMENT_TAKEN',
    );
    expect(accept.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
    const overview = document.paths['/api/admin/overview'].get.responses;
    expect(overview['403'].content['application/json'].schema.allOf[1].properties.code.enum).toEqual([
      'ADMIN_REQUIRED',
      'SECOND_FACTOR_REQUIRED',
    ]);
  });
});
