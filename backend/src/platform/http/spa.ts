import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { BrandConfig } from '../config/platform-settings';

const CONFIG_SLOT = '<!-- penwright:config -->';

/**
 * Serves the built frontend on the API's port: hashed assets are cached for a year, and every other
 * GET outside /api gets index.html (the router decides what the path means).
 */
export function spaAssets(frontendDir: string, brand: BrandConfig): RequestHandler[] {
  const indexFile = join(frontendDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  // A JSON data block, not a script: it never executes, so the CSP needs no exception for it.
  const json = JSON.stringify(brand).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="penwright-config">${json}</script>`;
  const html = readFileSync(indexFile, 'utf8').replace(CONFIG_SLOT, block);

  const assets = express.static(frontendDir, {
    index: false,
    setHeaders: (res, path) => {
      const hashed = path.includes(`${join(frontendDir, 'assets')}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  };
  // API requests never look at the disk.
  const staticFiles = (req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith('/api/') ? next() : assets(req, res, next);
  return [staticFiles, fallback];
}
