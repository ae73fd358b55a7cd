const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * The jsdom test environment, plus the fetch family from Node. jsdom has no fetch, Request,
 * Response or Headers, and RTK Query's fetchBaseQuery builds a Request for every call (Mock
 * Service Worker then answers it, see src/test/mockServer.ts). AbortController comes along because
 * Node's Request only accepts Node's AbortSignal; the streams and BroadcastChannel are what msw
 * needs besides. Like a browser's, this Request resolves relative URLs ('/api/user') against the
 * page's location.
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const fromNode = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
      'TransformStream',
      'WritableStream',
      'BroadcastChannel',
    ];
    for (const name of fromNode) this.global[name] = globalThis[name];

    const page = this.global;
    const NodeRequest = globalThis.Request;
    this.global.Request = class Request extends NodeRequest {
      constructor(input, init) {
        const relative = typeof input === 'string' || input instanceof URL;
        super(relative ? new URL(String(input), page.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
