import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COMMON_ERRORS, declaredErrorCodes, type ErrorCode } from '../shared/domain/domain-error';
import { HTTP_ERRORS, STATUS_BY_KIND } from '../platform/http/http-errors';

/**
 * docs/errors.md lists every code the app declares, with its status and the module that declares it, and nothing
 * else: the table is what clients read, so it must not drift from the catalogues.
 */

const SRC = join(__dirname, '..');
const DOCS = join(SRC, '..', '..', 'docs', 'errors.md');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Each declared code with the module whose catalogue declares it ('any' for the shared kernel's). */
function declaredCodes(): Map<string, { status: number; module: string }> {
  const owners = new Map<string, { status: number; module: string }>();
  const note = (codes: ErrorCode[], module: string) => {
    for (const { code, kind } of codes) {
      if (!owners.has(code)) owners.set(code, { status: STATUS_BY_KIND[kind], module });
    }
  };
  note(Object.values(COMMON_ERRORS), 'any');
  note(Object.values(HTTP_ERRORS), 'platform');
  for (const file of files(join(SRC, 'modules')).filter((name) => name.endsWith('.errors.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each catalogue registers its codes as it loads
    require(file);
    note(declaredErrorCodes(), relative(join(SRC, 'modules'), file).split('/')[0]);
  }
  return owners;
}

function documentedCodes(): Map<string, { status: number; module: string }> {
  const rows = readFileSync(DOCS, 'utf8').matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \| ([a-z]+) \|/gm);
  return new Map([...rows].map(([, code, status, module]) => [code, { status: Number(status), module }]));
}

describe('docs/errors.md', () => {
  it('lists every declared code with its status and module, and no other', () => {
    const declared = declaredCodes();
    expect(declared.size).toBeGreaterThan(50);
    expect(Object.fromEntries(documentedCodes())).toEqual(Object.fromEntries(declared));
  });
});
