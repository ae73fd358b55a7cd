import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export type Encoding = 'br' | 'gzip';
/** Brotli first: smaller than gzip at the same cost to decode. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Answers below this size gain too little from compression to pay for it. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The encoding to send among `available`: the one the request's Accept-Encoding weighs highest, brotli on a tie
 * (browsers list gzip first, with the same weight, but brotli's answers are smaller). Negotiated by `negotiator`, the
 * package behind Express's `req.acceptsEncodings`, which has no way to prefer one encoding on a tie.
 */
export function preferredEncoding(req: Request, available: readonly Encoding[]): Encoding | undefined {
  if (!req.headers['accept-encoding']) return undefined;
  return new Negotiator(req).encoding(available, { preferred: ENCODINGS }) as Encoding | undefined;
}

/**
 * Answers computed per request (HTML pages, JSON) are compressed as they are sent when they reach 1 KB and the
 * client accepts it: brotli at quality 4 (the `compression` package's default, as fast as gzip and smaller) or
 * gzip. A request without Accept-Encoding skips the middleware entirely, so a client that compresses nothing
 * pays nothing. Files of the build come precompressed (static-files.ts, express-static-gzip) and replayed public answers carry their
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
