import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '..');
const EXTRACTOR = join(__dirname, '..', '..', 'tooling', 'antdStaticStyles.ts');
/** antd modules that are not components with styles of their own. */
const NOT_STYLED = new Set(['config-provider']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The browser takes antd's component styles from a stylesheet made at build time (zero-runtime styles,
 * tooling/antdStaticStyles.ts), and jest keeps antd's runtime styles: a component the app starts using without a
 * sample there would be unstyled in the built app alone, which no component test would see.
 */
describe("antd's static styles", () => {
  it('have a sample of every antd component the app imports', () => {
    const imported = new Set(
      sourceFiles(SRC).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from 'antd\/es\/([a-z-]+)'/g)].map((match) => match[1]!),
      ),
    );
    const sampled = new Set(
      [...readFileSync(EXTRACTOR, 'utf8').matchAll(/(?:sample|panel)\('([A-Za-z]+)/g)].map((match) =>
        match[1]!.toLowerCase(),
      ),
    );
    expect(imported.size).toBeGreaterThan(20);
    const missing = [...imported].filter((name) => !NOT_STYLED.has(name) && !sampled.has(name.replace(/-/g, '')));
    expect(missing).toEqual([]);
  });
});
