import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { BrandConfig } from '../config/app-config';

export interface SpaAssets {
  handlers: RequestHandler[];
  /** CSP hash of the inline script that hands the operator's brand settings to the frontend. */
  configScriptHash: string | null;
}

/**
 * Serves the built frontend on the API's port: hashed assets are cached for a year, and every other
 * GET outside /api gets index.html (the router decides what the path means).
 */
export function spaAssets(frontendDir: string, brand: BrandConfig): SpaAssets {
  const indexFile = join(frontendDir, 'index.html');
  if (!existsSync(indexFile)) return { handlers: [], configScriptHash: null };
  const script = `window.__PENWRIGHT_CONFIG__=${JSON.stringify(brand).replace(/</g, '\\u003c')};`;
  const html = readFileSync(indexFile, 'utf8').replace('</head>', `<script>${script}</script></head>`);
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

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
  return { handlers: [assets, fallback], configScriptHash: hash };
}
