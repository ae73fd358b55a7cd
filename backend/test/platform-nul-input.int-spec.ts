import { NUL_MESSAGE } from '../src/platform/http/validation';
import { accountPayload, confirmCard, person, startPayment } from './support/billing';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

/** PostgreSQL refuses U+0000 in text and jsonb: every way in must answer 400 before the database is reached. */
describe('platform: the NUL character in any text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const refused = { statusCode: 400, code: 'VALIDATION_FAILED', message: [NUL_MESSAGE] };

  it.each(['firstName', 'lastName', 'address', 'phone', 'preferredGenres', 'experience'])(
    'is refused in the registration field %s, and creates nothing',
    async (field) => {
      const client = await t.client();
      const who = person();
      const setup = await startPayment(client, 'writer', who);
      await confirmCard(client, setup.clientSecret);
      const response = await client.post(
        '/api/create-account',
        accountPayload(who, 'writer', setup, { [field]: 'Ink\u0000well' }),
      );
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refused);
      expect(await t.sql('SELECT 1 FROM users WHERE email = ?', [who.email])).toEqual([]);
    },
  );

  it('is refused deep inside the application answers', async () => {
    const client = await t.client();
    const who = person();
    const setup = await startPayment(client, 'writer', who);
    await confirmCard(client, setup.clientSecret);
    const applyAnswers = {
      name: 'Nora',
      writingTypes: ['Essays\u0000'],
      involvement: [],
      acknowledgment: 'acknowledge',
    };
    const response = await client.post('/api/create-account', accountPayload(who, 'writer', setup, { applyAnswers }));
    expect(response.body).toEqual(refused);
  });

  it('is refused in the payment set-up, a decision note, a query and a property name', async () => {
    const visitor = await t.client();
    const intent = await visitor.post('/api/create-subscription-payment-intent', {
      tier: 'writer',
      customerInfo: { email: 'nul@example.com', name: 'Nora\u0000 Quill', firstName: 'Nora', lastName: 'Quill' },
    });
    expect(intent.body).toEqual(refused);

    const admin = await t.signIn(ADMIN);
    const [{ id }] = await t.sql<{ id: number }>('SELECT id FROM applications LIMIT 1');
    const decision = await admin.patch(`/api/admin/applications/${id}`, { status: 'approved', note: 'Fine\u0000' });
    expect(decision.body).toEqual(refused);
    expect((await t.sql('SELECT status FROM applications WHERE id = ?', [id]))[0]).not.toEqual({ status: 'approved' });

    expect((await admin.get('/api/admin/applications?search=a%00b')).body).toEqual(refused);
    expect((await visitor.post('/api/newsletter/subscribe', { ['email\u0000']: 'x@example.com' })).body).toEqual(
      refused,
    );
  });

  it('is refused at sign-in, whose body is read before the pipes run', async () => {
    const client = await t.client();
    const response = await client.post('/api/login', { email: 'admin\u0000@penwright.test', password: 'x' });
    expect(response.body).toEqual(refused);
  });
});
