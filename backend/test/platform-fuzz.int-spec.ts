import fc from 'fast-check';
import request from 'supertest';
import { hostileBody, hostileParameter, type Schema } from './support/fuzz-inputs';
import type { TestClient } from './support/test-client';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const SEED = 20261123;
/**
 * Mutations can write rows, so they get the most cases; reads are checked for 5xx answers only. Sized for `make
 * test`'s 15-minute budget (it was 60 and 25); FUZZ_SCALE=3 (or more) runs a deeper search by hand.
 */
const FUZZ_SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
const CASES_PER_IDENTITY = { mutation: 40 * FUZZ_SCALE, read: 12 * FUZZ_SCALE };
const MUTATIONS = new Set(['post', 'put', 'patch', 'delete']);
/**
 * The access guard's refusals (a visitor on a member's route, a member on an editor's): the guard answers before
 * any pipe reads the request, so every generated request of that identity meets the same code. Once an identity
 * has met it this many times on a route, its other cases there test nothing new and are skipped; what a request's
 * contents do is fuzzed by the identities the guard lets through.
 */
const GUARD_REFUSALS = new Set(['UNAUTHENTICATED', 'ADMIN_REQUIRED', 'SUBSCRIPTION_REQUIRED']);
const GUARDED_CASES = 5;
/**
 * Tables that refusals may legitimately write: the rate limiter's counts, the session store, and passkey prompts'
 * challenges (an answer uses its challenge up, right or wrong, so that it can never be answered twice).
 */
const BOOKKEEPING = new Set(['rate_limit_buckets', 'session', 'passkey_challenges', 'mikro_orm_migrations']);

/**
 * Every route of the OpenAPI document, for a visitor, a member and an administrator, with seeded generated
 * requests: wrong types, huge and negative numbers, deep nesting, long and odd strings (NUL, lone surrogates),
 * unknown and prototype keys, malformed JSON, odd path and query parameters. No answer may be a 5xx, every refusal
 * is `{statusCode, code, message}` with a code the document lists, and a refused mutation may not change a row.
 */
describe('fuzzing every route', () => {
  let t: TestApp;
  let document: OpenApi;
  let fingerprint: () => Promise<string>;
  const identities: { name: string; client: () => TestClient }[] = [];

  beforeAll(async () => {
    // No job workers: a message an accepted request queued (a newsletter confirmation, POST /api/admin/mail/test) is
    // delivered later, and its delivery's writes would land between a later refused request's two fingerprints.
    // Without workers every write seen is the request's own.
    t = await startTestApp({ JOB_WORKERS: 'false' });
    document = (await request(t.server).get('/api/docs-json')).body as OpenApi;
    fingerprint = await countWrittenRows(t);
    const visitor = await t.client();
    const member = await t.signIn(DEMO);
    const admin = await t.signIn(ADMIN);
    identities.push({ name: 'visitor', client: () => visitor });
    identities.push({ name: 'member', client: () => member });
    identities.push({ name: 'admin', client: () => admin });
  });
  afterAll(async () => {
    await t.sql('DROP SCHEMA IF EXISTS fuzz CASCADE');
    await t.close();
  });

  it('answers no 5xx, refuses with a documented code and writes nothing on a refusal', async () => {
    const failures: string[] = [];
    const codes = documentedCodes(document);
    expect(codes).toContain('VALIDATION_FAILED');
    // The counter sees a committed write, and nothing of one rolled back.
    const unwritten = await fingerprint();
    await t.sql(`BEGIN; UPDATE users SET first_name = first_name WHERE email = '${DEMO.email}'; ROLLBACK`);
    expect(await fingerprint()).toBe(unwritten);
    await t.sql(`UPDATE users SET first_name = first_name WHERE email = '${DEMO.email}'`);
    expect(await fingerprint()).not.toBe(unwritten);
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );
    routes.push({ path: '/api/billing/webhook', method: 'post', operation: {} }); // signed, not in the document
    routes.push({ path: '/api/payouts/webhook', method: 'post', operation: {} }); // signed, not in the document
    expect(routes.length).toBeGreaterThan(35);
    let last: string | null = null;

    for (const [routeIndex, { path, method, operation }] of routes.entries()) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      const requests = fc.sample(requestFor(path, operation, schema, document.components.schemas, method), {
        seed: SEED + routeIndex,
        numRuns: MUTATIONS.has(method) ? CASES_PER_IDENTITY.mutation : CASES_PER_IDENTITY.read,
      });
      for (const { name, client } of identities) {
        // Signing out would end the fuzzing session; visitors try it.
        if (path === '/api/logout' && name !== 'visitor') continue;
        let guarded = 0;
        for (const generated of requests) {
          if (guarded >= GUARDED_CASES) break;
          // The fingerprint after one mutation is the one before the next: nothing else writes in between (no job
          // workers). A read may write (prompts seen), so after a read it is taken again.
          const before = MUTATIONS.has(method) ? (last ??= await fingerprint()) : '';
          const response = await send(client(), method, generated.url, generated.body);
          const label = `${name} ${method.toUpperCase()} ${generated.url} ${generated.body?.slice(0, 80) ?? ''}`;
          if (response.status >= 500) failures.push(`${response.status} ${label}: ${response.text.slice(0, 120)}`);
          if (response.status >= 400 && !isErrorBody(response.body, response.status, codes)) {
            failures.push(
              `${response.status} without {statusCode, code, message}: ${label}: ${response.text.slice(0, 120)}`,
            );
          }
          last = MUTATIONS.has(method) ? await fingerprint() : null;
          if (MUTATIONS.has(method) && response.status >= 400 && last !== before) {
            failures.push(`refused with ${response.status} yet wrote a row: ${label}`);
          }
          if (GUARD_REFUSALS.has((response.body as { code?: string } | undefined)?.code ?? '')) guarded += 1;
        }
      }
    }
    expect(failures).toEqual([]);
  }, 900_000); // 66-90 s on a quiet 2-CPU machine, 645 s once under a load of 12-15; the bound leaves room for that
});

/**
 * A count of the rows committed transactions have inserted, updated or deleted in the product's tables (bookkeeping
 * aside), read in one small query: a row trigger on each table adds one to `fuzz.written_rows` in the writing
 * transaction, so a rolled-back write counts nothing and an update that matched no row fires nothing. (Counting every
 * table's rows and newest xmin after each request, as before, was 40 % of this file's time.) `DROP SCHEMA fuzz
 * CASCADE` removes the counter, its function and every trigger: the next file on this database sees none of them.
 */
async function countWrittenRows(t: TestApp): Promise<() => Promise<string>> {
  await t.sql('DROP SCHEMA IF EXISTS fuzz CASCADE');
  await t.sql('CREATE SCHEMA fuzz');
  await t.sql('CREATE TABLE fuzz.written_rows (n bigint NOT NULL)');
  await t.sql('INSERT INTO fuzz.written_rows VALUES (0)');
  await t.sql(`CREATE FUNCTION fuzz.count_write() RETURNS trigger LANGUAGE plpgsql AS
    'BEGIN UPDATE fuzz.written_rows SET n = n + 1; RETURN NULL; END'`);
  const tables = await t.sql<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
  for (const { tablename } of tables.filter((row) => !BOOKKEEPING.has(row.tablename))) {
    await t.sql(`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON "${tablename}"
      FOR EACH ROW EXECUTE FUNCTION fuzz.count_write()`);
  }
  return async () => String((await t.sql<{ n: string }>('SELECT n FROM fuzz.written_rows'))[0]!.n);
}

/** The codes of the document's ErrorResponse schema. */
function documentedCodes(document: OpenApi): string[] {
  const schema = document.components.schemas.ErrorResponse as { properties?: { code?: { enum?: string[] } } };
  return schema.properties?.code?.enum ?? [];
}

/** The error answer's shape (docs/errors.md): its status repeated, a documented code, and a message. */
function isErrorBody(body: unknown, status: number, codes: string[]): boolean {
  const { statusCode, code, message } = (body ?? {}) as Record<string, unknown>;
  const worded = typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'));
  return statusCode === status && typeof code === 'string' && codes.includes(code) && worded;
}

interface GeneratedRequest {
  url: string;
  body?: string;
}

function requestFor(
  path: string,
  operation: Operation,
  schema: Schema | undefined,
  components: Record<string, Schema>,
  method: string,
): fc.Arbitrary<GeneratedRequest> {
  const pathNames = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = [...(operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), 'unknown'];
  const pathValues = fc.tuple(...pathNames.map(() => hostileParameter));
  const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), hostileParameter), { maxLength: 3 });
  const body = MUTATIONS.has(method) ? hostileBody(schema, components) : fc.constant(undefined);
  return fc.tuple(pathValues, query, body).map(([values, pairs, text]) => {
    let url = path;
    pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, encode(values[i]) || '%20')));
    const search = pairs.map(([key, value]) => `${key}=${encode(value)}`).join('&');
    return { url: search ? `${url}?${search}` : url, body: text };
  });
}

/** URL-encoded; a lone surrogate, which has no UTF-8, becomes the invalid bytes a client could still send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

function send(client: TestClient, method: string, url: string, body?: string) {
  if (method === 'get') return client.get(url);
  if (method === 'delete') return client.delete(url);
  return method === 'post'
    ? client.post(url, body)
    : method === 'put'
      ? client.put(url, body)
      : client.patch(url, body);
}
