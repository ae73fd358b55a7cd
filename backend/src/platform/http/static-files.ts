import { readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Hashed file names change with their content: a browser may keep them for a year without asking. */
const HASHED = 'public, max-age=31536000, immutable';
/** Files of public/ (the favicon) keep their names across releases. */
const UNHASHED = 'public, max-age=3600';
/** The twins vite-plugin-compression2 writes beside each text file at build time. */
const COMPRESSED_TWIN = /\.(br|gz)$/;

/**
 * The built frontend's files, served by express-static-gzip (serve-static underneath): a text file goes as the build
 * compressed it, brotli when the browser takes it (browsers list gzip first with the same weight, but brotli's files
 * are smaller), else gzip, with `Content-Encoding` and `Vary: Accept-Encoding`. `send` gives each encoding its own
 * ETag and Last-Modified and answers conditional requests with a 304. No directory index, no redirects. (The library
 * reads q-values more loosely than `negotiator`: brotli goes to any client that takes it at all, whatever weight gzip
 * has, and `*` is honoured even beside `br;q=0`. No browser sends such a header.)
 *
 * The files are listed once at start-up, and only a GET or HEAD of one of them reaches the library: the pages
 * (every other path) never touch the disk, and what is not the site's is never served as a file: `skip`, the
 * compressed twins by their own names, dot-files and dot-folders (the build's manifest).
 */
export function staticFiles(dir: string, skip: readonly string[]): RequestHandler {
  const root = resolve(dir);
  const served = new Set(
    listFiles(root)
      .map((path) => relative(root, path).split(sep).join('/'))
      .filter((name) => !COMPRESSED_TWIN.test(name) && !skip.includes(name))
      .map((name) => `/${name}`),
  );
  const assets = join(root, 'assets') + sep;
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res: ServerResponse, path: string) => {
        res.setHeader('Cache-Control', path.startsWith(assets) ? HASHED : UNHASHED);
        // The type of the file itself, not of its .br or .gz twin, named as Express names every other answer's.
        const original = res.getHeader('Content-Encoding') ? path.replace(COMPRESSED_TWIN, '') : path;
        (res as Response).type(extname(original));
      },
    },
  }) as RequestHandler;

  return (req: Request, res: Response, next: NextFunction) =>
    (req.method === 'GET' || req.method === 'HEAD') && served.has(req.path) ? serve(req, res, next) : next();
}

/** Dot-files and dot-folders are the build's own, not the site's. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}
