import { json, type RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Deeper than any body this API accepts (its deepest DTO nests three levels), shallow enough to be cheap. */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** A client error body-parser passes on with its own status; the error filter words it by `type`. */
class BodyRefused extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The deepest nesting of arrays and objects in UTF-8 JSON text, scanning bytes once and stopping as soon as
 * `max` is passed: a body of thousands of nested brackets costs no more than a flat one, and nothing
 * recursive (parser, validator, transformer) ever sees it. Brackets inside strings do not count.
 */
export function exceedsDepth(body: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * The JSON body parser: at most `limit` bytes, UTF-8 only (RFC 8259 §8.1; the depth scan reads UTF-8
 * bytes), nested at most MAX_JSON_DEPTH levels, all decided before parsing. Keeps the raw bytes on
 * `req.rawBody` for signed webhooks.
 */
export function jsonBodyParser(limit: string): RequestHandler {
  const parse = json({
    limit,
    verify: (req: IncomingMessage & { rawBody?: Buffer }, _res: ServerResponse, body: Buffer, encoding: string) => {
      if (encoding.toLowerCase() !== 'utf-8') {
        throw new BodyRefused(415, 'charset.unsupported', 'JSON bodies must be UTF-8');
      }
      if (exceedsDepth(body, MAX_JSON_DEPTH)) {
        throw new BodyRefused(400, 'entity.too.deep', 'JSON body nested too deeply');
      }
      req.rawBody = body;
    },
  });
  // Named as body-parser names its own, so Nest finds it and adds no second JSON parser. A body that is not JSON
  // is passed on as a BodyRefused, not as the parser's SyntaxError, which Nest would turn into a plain 400
  // before the error filter could give it its code (MALFORMED_JSON); its message stays the parser's.
  return function jsonParser(req, res, next) {
    parse(req, res, (error?: unknown) => next(isParseFailure(error) ? malformed(error) : error));
  };
}

const isParseFailure = (error: unknown): error is SyntaxError =>
  error instanceof SyntaxError && (error as { type?: unknown }).type === 'entity.parse.failed';

const malformed = (error: SyntaxError) => new BodyRefused(400, 'entity.parse.failed', error.message);
