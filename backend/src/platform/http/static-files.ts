import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { preferredEncoding, type Encoding } from './compression';
import { weakEtag } from './etag';

/** Hashed file names change with their content: a browser may keep them for a year without asking. */
const HASHED = 'public, max-age=31536000, immutable';
/** Files of public/ (the favicon) keep their names across releases. */
const UNHASHED = 'public, max-age=3600';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface StaticFile {
  path: string;
  cacheControl: string;
  /** The encodings written beside the file at build time (vite-plugin-compression2). */
  encodings: Encoding[];
  /** Each encoding's ETag (`identity`: the file itself), from its size and time as `send` makes it. */
  etags: Record<Encoding | 'identity', string>;
}

/**
 * The built frontend's files, listed once at start-up: a request for anything else never touches the disk. A text
 * file is sent as the build compressed it (brotli or gzip, as the browser accepts), with `Content-Encoding` and
 * `Vary: Accept-Encoding`; each encoding has its own ETag and Last-Modified, so conditional requests get a 304.
 */
export function staticFiles(dir: string, skip: readonly string[]): RequestHandler {
  const files = new Map<string, StaticFile>();
  for (const path of listFiles(dir)) {
    const name = relative(dir, path).split(sep).join('/');
    if (path.endsWith('.br') || path.endsWith('.gz') || skip.includes(name)) continue;
    const encodings = (['br', 'gzip'] as const).filter((encoding) => existsSync(path + SUFFIX[encoding]));
    // The build's files do not change while the process runs (they are listed once, too), so neither do their ETags;
    // Express's are off (etag.ts), and `sendFile` only makes one when they are on.
    const etagOf = (suffix: string) => weakEtag(statSync(path + suffix));
    const etags = { identity: etagOf(''), br: '', gzip: '' };
    for (const encoding of encodings) etags[encoding] = etagOf(SUFFIX[encoding]);
    files.set(`/${name}`, { path, cacheControl: name.startsWith('assets/') ? HASHED : UNHASHED, encodings, etags });
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files.get(req.path);
    if (!file) return next();
    const encoding = file.encodings.length > 0 ? preferredEncoding(req, file.encodings) : undefined;
    if (file.encodings.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', file.cacheControl);
    // The type of the file itself, not of its .br or .gz twin.
    res.type(extname(file.path));
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('ETag', file.etags[encoding ?? 'identity']);
    res.sendFile(
      file.path + (encoding ? SUFFIX[encoding] : ''),
      { cacheControl: false, dotfiles: 'allow' },
      (error?: NodeJS.ErrnoException) => {
        // A browser that went away (a navigation cancels what the page was loading) is no error of the server's.
        if (error && !res.headersSent && error.code !== 'ECONNABORTED') next(error);
      },
    );
  };
}

/** Dot-files and dot-folders are the build's own, not the site's. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}
