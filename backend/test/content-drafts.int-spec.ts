import request from 'supertest';
import { countWords } from '@penwright/text';
import { writers, type Writer } from './support/assignment-helpers';
import { startTestApp, type TestApp } from './support/test-app';

const LIMIT = 5;

interface DraftBody {
  id: number;
  title: string;
  format: string;
  content: string;
  promptId: number | null;
  wordCount: number;
  createdAt: string;
  updatedAt: string;
}

const ESSAY = {
  title: 'What the night editor knows',
  format: 'essay',
  content:
    'Every newsroom has a night editor. She reads the paper before anyone else does \u2014 and long after the ' +
    "reporters have gone home, she still asks: is this true, is it fair, and can a reader in a hurry follow it?\n\nThat's the job.",
};

describe('content: writing-tools drafts', () => {
  let t: TestApp;
  let promptId: number;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', DRAFTS_PER_MEMBER: String(LIMIT) });
    [{ id: promptId }] = await t.sql<{ id: number }>('SELECT id FROM writing_prompts ORDER BY id LIMIT 1');
  });
  afterAll(() => t.close());

  const draftsOf = (userId: number) =>
    t.sql<{ id: number; title: string; word_count: number }>(
      'SELECT id, title, word_count FROM writing_drafts WHERE user_id = ? ORDER BY id',
      [userId],
    );
  const create = (writer: Writer, body: object | string = ESSAY) => writer.client.post('/api/drafts', body);

  it('answers 401 to visitors on every route', async () => {
    const visitor = await t.client();
    const responses = [
      await request(t.server).get('/api/drafts'),
      await visitor.post('/api/drafts', ESSAY),
      await request(t.server).get('/api/drafts/1'),
      await visitor.put('/api/drafts/1', ESSAY),
      await visitor.delete('/api/drafts/1'),
    ];
    for (const response of responses)
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    expect((await t.sql('SELECT 1 FROM writing_drafts')).length).toBe(0);
  });

  it('saves, lists, opens, replaces and deletes a draft, counting its words on the server', async () => {
    const [member] = await writers(t, 1);
    const created = await create(member, { ...ESSAY, title: `  ${ESSAY.title}  `, promptId });
    expect(created.status).toBe(201);
    const draft = created.body as DraftBody;
    expect(draft).toEqual({
      id: expect.any(Number),
      title: ESSAY.title,
      format: 'essay',
      content: ESSAY.content,
      promptId,
      wordCount: countWords(ESSAY.content),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: draft.createdAt,
    });
    expect(draft.wordCount).toBe(43);

    const second = (await create(member, { title: 'Pitch list', format: 'blog', content: '' })).body as DraftBody;
    expect(second).toMatchObject({ wordCount: 0, promptId: null, content: '' });

    const list = await member.client.get('/api/drafts');
    expect(list.status).toBe(200);
    expect((list.body as DraftBody[]).map((item) => item.id)).toEqual([second.id, draft.id]);
    expect(list.body[1]).toEqual({
      id: draft.id,
      title: draft.title,
      format: 'essay',
      promptId,
      wordCount: 43,
      createdAt: draft.createdAt,
      updatedAt: draft.updatedAt,
    });

    expect((await member.client.get(`/api/drafts/${draft.id}`)).body).toEqual(draft);

    const replaced = await member.client.put(`/api/drafts/${draft.id}`, {
      title: 'What the night editor knows (v2)',
      format: 'story',
      content: 'Shorter now.',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: draft.id,
      title: 'What the night editor knows (v2)',
      format: 'story',
      content: 'Shorter now.',
      promptId: null,
      wordCount: 2,
      createdAt: draft.createdAt,
    });
    expect(Date.parse(replaced.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(draft.updatedAt));
    // The last saved comes first.
    expect((await member.client.get('/api/drafts')).body.map((item: DraftBody) => item.id)).toEqual([
      draft.id,
      second.id,
    ]);

    const deleted = await member.client.delete(`/api/drafts/${draft.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await member.client.get(`/api/drafts/${draft.id}`)).body).toEqual({
      statusCode: 404,
      code: 'DRAFT_NOT_FOUND',
      message: 'Draft not found',
    });
    expect((await member.client.delete(`/api/drafts/${draft.id}`)).status).toBe(404);
    expect((await draftsOf(member.userId)).map((row) => row.id)).toEqual([second.id]);

    const days = await t.sql<{ day: string }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM writing_days WHERE user_id = ?",
      [member.userId],
    );
    expect(days).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
  });

  it("never shows, changes or deletes another member's draft (404)", async () => {
    const [owner, other] = await writers(t, 2);
    const draft = (await create(owner)).body as DraftBody;
    expect((await other.client.get(`/api/drafts/${draft.id}`)).body).toEqual({
      statusCode: 404,
      code: 'DRAFT_NOT_FOUND',
      message: 'Draft not found',
    });
    expect((await other.client.put(`/api/drafts/${draft.id}`, { ...ESSAY, title: 'Mine now' })).status).toBe(404);
    expect((await other.client.delete(`/api/drafts/${draft.id}`)).status).toBe(404);
    expect((await other.client.get('/api/drafts')).body).toEqual([]);
    expect(await draftsOf(owner.userId)).toEqual([{ id: draft.id, title: ESSAY.title, word_count: 43 }]);
    expect(await t.sql('SELECT 1 FROM writing_days WHERE user_id = ?', [other.userId])).toEqual([]);
  });

  it('accepts 50,000 characters and refuses more with a 413 naming the limit, writing nothing', async () => {
    const [member] = await writers(t, 1);
    const fits = await create(member, { ...ESSAY, content: 'word '.repeat(10_000) });
    expect(fits.status).toBe(201);
    expect(fits.body.wordCount).toBe(10_000);

    const tooLong = { ...ESSAY, content: 'a'.repeat(50_001) };
    const refused = await create(member, tooLong);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      statusCode: 413,
      code: 'CONTENT_TOO_LONG',
      message: 'Your text is too long: 50,001 characters, at most 50,000 are accepted.',
    });
    expect((await member.client.put(`/api/drafts/${fits.body.id}`, tooLong)).status).toBe(413);
    expect(await draftsOf(member.userId)).toEqual([{ id: fits.body.id, title: ESSAY.title, word_count: 10_000 }]);
  });

  it(`keeps at most DRAFTS_PER_MEMBER (${LIMIT}) drafts, also when saves race`, async () => {
    const [member] = await writers(t, 1);
    const responses = await Promise.all(
      Array.from({ length: LIMIT + 4 }, (_, i) => create(member, { ...ESSAY, title: `Draft ${i + 1}` })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(LIMIT);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0].body.message).toBe(
      `You already keep ${LIMIT} drafts, the most one member may save. Delete a draft you no longer need, then save again.`,
    );
    const stored = await draftsOf(member.userId);
    expect(stored).toHaveLength(LIMIT);
    expect((await member.client.get('/api/drafts')).body).toHaveLength(LIMIT);

    // Replacing one is not a new draft; deleting one makes room.
    expect((await member.client.put(`/api/drafts/${stored[0].id}`, ESSAY)).status).toBe(200);
    expect((await member.client.delete(`/api/drafts/${stored[0].id}`)).status).toBe(204);
    expect((await create(member)).status).toBe(201);
    expect((await create(member)).status).toBe(409);
  });

  describe('bad input', () => {
    let member: Writer;
    let existing: DraftBody;
    beforeAll(async () => {
      [member] = await writers(t, 1);
      existing = (await create(member)).body as DraftBody;
    });
    afterEach(async () => {
      expect(await draftsOf(member.userId)).toEqual([{ id: existing.id, title: ESSAY.title, word_count: 43 }]);
    });

    it.each([
      ['no title', { format: 'essay', content: 'x' }, 'Title is required'],
      ['a blank title', { ...ESSAY, title: '   ' }, 'Title is required'],
      ['a title that is not text', { ...ESSAY, title: 42 }, 'Title must be text'],
      ['a title of 201 characters', { ...ESSAY, title: 't'.repeat(201) }, 'Title must be at most 200 characters'],
      [
        'a title on two lines',
        { ...ESSAY, title: 'One\nTwo' },
        'Title must be a single line without control characters',
      ],
      ['an unknown format', { ...ESSAY, format: 'novel' }, 'Format must be one of: article, essay, story, blog'],
      ['no format', { title: 'x', content: 'x' }, 'Format must be one of: article, essay, story, blog'],
      ['no content', { title: 'x', format: 'essay' }, 'Content must be text'],
      ['content that is not text', { ...ESSAY, content: ['a'] }, 'Content must be text'],
      ['a promptId of 0', { ...ESSAY, promptId: 0 }, 'promptId must be a positive whole number or null'],
      ['a promptId as text', { ...ESSAY, promptId: '3' }, 'promptId must be a positive whole number or null'],
      ['a fractional promptId', { ...ESSAY, promptId: 1.5 }, 'promptId must be a positive whole number or null'],
      ['a huge promptId', { ...ESSAY, promptId: 2 ** 31 }, 'promptId must be a positive whole number or null'],
      ['an unknown field', { ...ESSAY, userId: 1 }, 'property userId should not exist'],
    ])('refuses %s with a 400 on create and replace', async (_, body, message) => {
      for (const response of [
        await create(member, body),
        await member.client.put(`/api/drafts/${existing.id}`, body),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual([message]);
      }
    });

    it('refuses a promptId that names no prompt with a 400', async () => {
      for (const response of [
        await create(member, { ...ESSAY, promptId: 999_999 }),
        await member.client.put(`/api/drafts/${existing.id}`, { ...ESSAY, promptId: 999_999 }),
      ]) {
        expect(response.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'promptId must name an existing writing prompt',
        });
      }
    });

    it.each([
      ['not JSON', '{"title":'],
      ['an array', '[]'],
      ['a string', '"draft"'],
    ])('refuses a body that is %s', async (_, body) => {
      expect((await create(member, body)).status).toBe(400);
    });

    it.each(['0', '-3', 'abc', '1.5', '1e2', '99999999999'])('refuses the draft id %s with a 400', async (id) => {
      for (const response of [
        await member.client.get(`/api/drafts/${id}`),
        await member.client.put(`/api/drafts/${id}`, ESSAY),
        await member.client.delete(`/api/drafts/${id}`),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Draft id must be a positive whole number');
      }
    });
  });
});
