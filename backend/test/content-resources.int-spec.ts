import { NUL_MESSAGE } from '../src/platform/http/validation';
import request from 'supertest';
import { RESOURCE_FILES } from '../src/modules/content/domain/resources/resources';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

// supertest buffers binary bodies when told how.
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('content: member resources', () => {
  let t: TestApp;
  let member: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    member = await t.signIn(DEMO);
  });
  afterAll(() => t.close());

  it('answers 401 to visitors, even for a real file', async () => {
    const response = await request(t.server).get('/api/resources/download/complete-style-guide.pdf');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
  });

  it.each(RESOURCE_FILES)('serves %s to a member as a PDF attachment', async (file) => {
    const response = await member.get(`/api/resources/download/${file}`).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    const body = response.body as Buffer;
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    expect(body.length).toBeGreaterThan(2000);
  });

  it.each([
    'complete-style-guide',
    'complete-style-guide.PDF',
    'COMPLETE-STYLE-GUIDE.pdf',
    'unknown.pdf',
    'complete-style-guide.pdf.exe',
    '.pdf',
    '..%2F..%2Fpackage.json',
    '..%2Fgenerate.mjs',
    '..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '%2Fetc%2Fpasswd',
    '%2E%2E%2F%2E%2E%2Fpackage.json',
    '..%5C..%5Cpackage.json',
    '%252e%252e%252fpackage.json',
  ])('answers 404 to %s', async (file) => {
    const response = await member.get(`/api/resources/download/${file}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'RESOURCE_NOT_FOUND', message: 'Resource not found' });
  });

  it.each(['complete-style-guide.pdf%00.txt', 'complete-style-guide.pdf%00', '%00'])(
    'answers 400 to %s: the NUL character is refused before any file is looked for',
    async (file) => {
      const response = await member.get(`/api/resources/download/${file}`);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: [NUL_MESSAGE] });
    },
  );

  it('answers 400 to a malformed percent-encoding', async () => {
    const response = await member.get('/api/resources/download/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
  });

  it('never matches a path with separators to the route', async () => {
    for (const path of [
      '../../package.json',
      '..\\..\\package.json',
      'sub/complete-style-guide.pdf',
      'a'.repeat(300),
    ]) {
      const response = await member.get(`/api/resources/download/${path}`);
      expect(response.status).toBe(404);
      expect(response.text).not.toMatch(/@penwright/);
    }
  });
});
