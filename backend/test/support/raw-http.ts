import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (compressed when Content-Encoding says so). */
  raw: Buffer;
  /** The body decoded from its Content-Encoding. */
  body: Buffer;
}

/**
 * A GET that sees the answer as it travels: supertest and fetch decode compressed bodies on their own, which
 * would hide whether (and how) the server compressed them. The server listens on a free port for the call.
 */
export async function rawGet(server: Server, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const listening = server.listening
    ? null
    : await new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<RawResponse>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            raw,
            body: decode(raw, response.headers),
          });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
  } finally {
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  }
}

function decode(raw: Buffer, headers: IncomingHttpHeaders): Buffer {
  switch (headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw);
    case 'gzip':
      return gunzipSync(raw);
    default:
      return raw;
  }
}
