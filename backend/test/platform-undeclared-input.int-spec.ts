import request from 'supertest';
import { NUL_MESSAGE } from '../src/platform/http/validation';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: unknown;
}

const refused = (message: string) => ({ statusCode: 400, code: 'VALIDATION_FAILED', message: [message] });
const PROTOTYPE_BODIES = {
  __proto__: '{"__proto__":{"role":"admin"}}',
  constructor: '{"constructor":{"prototype":{"role":"admin"}}}',
};

/**
 * Issue 30, item 6: the routes that declare no body (sign-out, Start Quiz, every DELETE...) and those that read no
 * query refuse prototype keys and NUL as the routes with a DTO do (platform/http/undeclared-input.ts), each listed
 * from the OpenAPI document, so that a new route is covered as soon as it exists.
 */
describe('platform: prototype keys and NUL where a route declares no input', () => {
  let t: TestApp;
  let admin: TestClient;
  let operations: { path: string; method: string; operation: Operation }[];
  beforeAll(async () => {
    t = await startTestApp({ JOB_WORKERS: 'false' });
    const document = (await request(t.server).get('/api/docs-json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );
    admin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  /** The path with every parameter filled (an id that names nothing: the refusal must come first). */
  const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '987654');
  const send = (method: string, url: string, body: string) =>
    method === 'post'
      ? admin.post(url, body)
      : method === 'delete'
        ? admin.delete(url, body)
        : method === 'put'
          ? admin.put(url, body)
          : admin.patch(url, body);

  it('refuses prototype keys and NUL in the body of every mutation that takes none', async () => {
    const bodiless = operations.filter(({ method, operation }) => method !== 'get' && !operation.requestBody);
    expect(bodiless.length).toBeGreaterThan(10);
    const answers: unknown[] = [];
    const expected: unknown[] = [];
    for (const { path, method } of bodiless) {
      for (const [key, body] of Object.entries(PROTOTYPE_BODIES)) {
        const answer = await send(method, urlOf(path), body);
        answers.push({ route: `${method} ${path}`, status: answer.status, body: answer.body as unknown });
        expected.push({ route: `${method} ${path}`, status: 400, body: refused(`property ${key} should not exist`) });
      }
      const nul = await send(method, urlOf(path), '{"note":"ink\\u0000well"}');
      answers.push({ route: `${method} ${path}`, status: nul.status, body: nul.body as unknown });
      expected.push({ route: `${method} ${path}`, status: 400, body: refused(NUL_MESSAGE) });
    }
    expect(answers).toEqual(expected);
  });

  it('refuses prototype keys and NUL in the query of every route that reads none', async () => {
    // Sign-in's guard validates its body before anything else: an empty one is refused there, with its own 400.
    const queryless = operations.filter(
      ({ path, operation }) => path !== '/api/login' && !operation.parameters?.some((p) => p.in === 'query'),
    );
    expect(queryless.length).toBeGreaterThan(20);
    const answers: unknown[] = [];
    const expected: unknown[] = [];
    for (const { path, method } of queryless) {
      for (const [query, message] of [
        ['constructor=1', 'property constructor should not exist'],
        ['note=ink%00well', NUL_MESSAGE],
      ]) {
        const url = `${urlOf(path)}?${query}`;
        const answer = method === 'get' ? await admin.get(url) : await send(method, url, '{}');
        answers.push({ route: `${method} ${path}?${query}`, status: answer.status, body: answer.body as unknown });
        expected.push({ route: `${method} ${path}?${query}`, status: 400, body: refused(message) });
      }
    }
    expect(answers).toEqual(expected);
  });

  it('still lets the same routes through without such input', async () => {
    expect((await admin.get('/api/user?view=1')).status).toBe(200);
    expect((await admin.post('/api/quiz/start', '{}')).status).not.toBe(400);
  });
});
