import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/** Answers below this size gain too little from compression to pay for it. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The encoding to send among `available`: the one the request's Accept-Encoding weighs highest, brotli on a tie
 * (browsers list gzip first, with the same weight, but brotli's answers are smaller).
 */
export function preferredEncoding(req: Request, available: readonly Encoding[]): Encoding | undefined {
  const header = req.headers['accept-encoding'];
  if (!header) return undefined;
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of (['br', 'gzip'] as const).filter((e) => available.includes(e))) {
    const weight = acceptedWeight(header, encoding);
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** The q-value Accept-Encoding gives `coding` (or `*`), 0 when it does not accept it. */
function acceptedWeight(header: string, coding: string): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) || 0 : 1;
    if (name === coding) return weight;
    if (name === '*') wildcard = weight;
  }
  return wildcard;
}

/**
 * Answers computed per request (HTML pages, JSON) are compressed as they are sent when they reach 1 KB and the
 * client accepts it: brotli at quality 4 (the `compression` package's default, as fast as gzip and smaller) or
 * gzip. A request without Accept-Encoding skips the middleware entirely, so a client that compresses nothing
 * pays nothing. Files of the build come precompressed (static-files.ts) and replayed public answers carry their
 * own compressed bytes (public-cache.ts): both set Content-Encoding, which this middleware leaves alone.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: COMPRESSION_THRESHOLD });
  return (req: Request, res: Response, next: NextFunction) =>
    req.headers['accept-encoding'] ? compress(req, res, next) : next();
}

/**
 * Compressed once and kept, for answers sent many times: small API answers at brotli's quality 9, pages (tens of
 * kB) at 5, which costs about a millisecond and is within a few percent of the best.
 */
export function compressOnce(body: Buffer, encoding: Encoding, quality = 9): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: Math.max(6, quality) });
}
