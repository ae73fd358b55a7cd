import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { staticFiles } from './static-files';

const SCRIPT = 'export const greeting = "Welcome to the collective";\n'.repeat(40);

/** A build as vite writes it: hashed assets with their compressed twins, public/ files, index.html, a dot-folder. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'penwright-static-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'assets', 'index-Ab12.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-Ab12.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-Ab12.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'index.html.gz'), gzipSync('<!doctype html><div id="root"></div>'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  return dir;
}

describe('staticFiles', () => {
  const dir = fakeBuild();
  const app = express();
  app.use(staticFiles(dir, ['index.html']));
  app.use((req, res) => res.status(299).type('text').send(`app: ${req.method} ${req.path}`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (path: string, encoding?: string) => {
    const test = request(app).get(path).buffer(true);
    return encoding === undefined ? test.set('Accept-Encoding', 'identity') : test.set('Accept-Encoding', encoding);
  };

  it.each([
    ['gzip, deflate, br, zstd', 'br'], // a browser: brotli, although gzip comes first with the same weight
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('sends a hashed file for Accept-Encoding "%s" as %s, typed as the file itself', async (accept, encoding) => {
    const answer = await get('/assets/index-Ab12.js', accept);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers.etag).toMatch(/^W\/"/);
  });

  it('gives each encoding its own ETag and answers 304 to it', async () => {
    const etags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await get('/assets/index-Ab12.js', accept);
      etags.add(first.headers.etag);
      const again = await get('/assets/index-Ab12.js', accept).set('If-None-Match', first.headers.etag);
      expect({ accept, status: again.status }).toEqual({ accept, status: 304 });
    }
    expect(etags.size).toBe(3);
  });

  it('keeps files of public/ for an hour, and sends a file without twins as it is', async () => {
    const favicon = await get('/favicon.svg', 'br, gzip');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.headers.vary).toBeUndefined();
  });

  it.each([
    '/index.html', // the app renders it (spa.ts)
    '/assets/index-Ab12.js.br', // twins only by the name of their original
    '/index.html.gz',
    '/.vite/manifest.json', // the build's own
    '/assets', // no directory listing and no redirect to /assets/
    '/assets/',
    '/missing.js',
  ])('leaves %s to the app', async (path) => {
    const answer = await get(path, 'br, gzip');
    expect({ status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({
      status: 299,
      encoding: undefined,
    });
  });

  it('answers HEAD like GET, and leaves other methods to the app without a Content-Encoding', async () => {
    const head = await request(app).head('/assets/index-Ab12.js').set('Accept-Encoding', 'br');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    const post = await request(app).post('/assets/index-Ab12.js').set('Accept-Encoding', 'br');
    expect({ status: post.status, encoding: post.headers['content-encoding'] }).toEqual({
      status: 299,
      encoding: undefined,
    });
  });
});
