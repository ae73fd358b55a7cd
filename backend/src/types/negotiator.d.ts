// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which has no `preferred` order for encodings.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The best of `available` that Accept-Encoding accepts; among equal weights, the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }

  export = Negotiator;
}
