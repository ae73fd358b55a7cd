import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each lazy page is named by its source path (app/routing/lazyPage.tsx): the server's render lists the pages it
 * used by that name, and the browser loads them by it as it starts hydrating. Names are checked against the imports
 * so that they stay one name per page.
 */
it('names every lazy page by the source path it imports', () => {
  const source = readFileSync(join(__dirname, 'lazyPages.ts'), 'utf8');
  const calls = [...source.matchAll(/lazyPage\(\s*([A-Z_]+|'[^']+'),\s*\(\) => import\('\.\.\/\.\.\/([^']+)'\)/g)];
  expect(calls.length).toBeGreaterThan(25);
  const constants = Object.fromEntries(
    [...source.matchAll(/export const ([A-Z_]+) = '([^']+)';/g)].map((m) => [m[1], m[2]]),
  );
  for (const [, name, imported] of calls) {
    const id = name!.startsWith("'") ? name!.slice(1, -1) : constants[name!];
    expect({ id, imported }).toEqual({ id: imported, imported });
  }
  expect(source.match(/lazyPage\(/g)).toHaveLength(calls.length);
});
