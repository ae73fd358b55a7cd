import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PUBLISHED_PAGES } from './published-pages.data';

const GENERATOR = join(__dirname, '../../../../../tooling/published-pages.mjs');

describe('the published pages the originality index compares against', () => {
  it('are current: generated from the articles, the lessons and the resources as they are now', () => {
    // Exits non-zero, naming the command to run, when a page's text changed since the file was written.
    expect(() => execFileSync(process.execPath, [GENERATOR, '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);

  it('hold the ten articles, the fourteen lessons and the eight resources, each with its page', () => {
    const count = (kind: string) => PUBLISHED_PAGES.filter((page) => page.kind === kind).length;
    expect([count('article'), count('lesson'), count('resource')]).toEqual([10, 14, 8]);
    expect(new Set(PUBLISHED_PAGES.map((page) => page.key)).size).toBe(PUBLISHED_PAGES.length);
    for (const page of PUBLISHED_PAGES) {
      expect(page.url).toMatch(/^\/(articles\/[a-z-]+|course\/(writing-basics|grammar-essentials)|resources)$/);
      expect(page.text.split(/\s+/).length).toBeGreaterThan(100);
    }
  });
});
