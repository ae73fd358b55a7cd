import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PageAssets } from './page-assets';

/** A built frontend as Vite writes it: the manifest, and the stylesheets it names. */
function buildWith(manifest: object, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-assets-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('PageAssets', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_vendor-2.js'],
      css: ['assets/index-1.css'],
    },
    '_vendor-2.js': { file: 'assets/vendor-2.js' },
    'src/features/dashboard/DashboardPage.tsx': {
      file: 'assets/DashboardPage-3.js',
      isDynamicEntry: true,
      imports: ['_vendor-2.js', 'index.html', '_Tag-4.js'],
      css: ['assets/DashboardPage-3.css'],
    },
    '_Tag-4.js': { file: 'assets/Tag-4.js', css: ['assets/Tag-4.css'] },
    'src/app/ssr/memberEndpoints.ts': { file: 'assets/memberEndpoints-5.js', imports: ['index.html'] },
  };
  let dir: string;
  beforeAll(() => {
    dir = buildWith(manifest, {
      'assets/index-1.css': '.entry{}',
      'assets/DashboardPage-3.css': '.dashboard{}',
      'assets/Tag-4.css': '.tag{}',
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the chunks a page needs besides the entry, in load order, and holds their stylesheets', () => {
    const assets = PageAssets.load(dir)!;
    const code = assets.of(['features/dashboard/DashboardPage', 'app/ssr/memberEndpoints', 'features/unknown/Page']);
    expect(code.modules).toEqual([
      '/assets/vendor-2.js',
      '/assets/DashboardPage-3.js',
      '/assets/Tag-4.js',
      '/assets/memberEndpoints-5.js',
    ]);
    // The entry's stylesheet is inside every page already: only the page's own.
    expect(code.styles).toBe('.dashboard{}\n.tag{}');
  });

  it('is absent when the frontend was built without a manifest', () => {
    expect(PageAssets.load(join(dir, 'assets'))).toBeNull();
  });
});
