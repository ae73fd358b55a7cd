/** Name of the cookie the server sets and the header it expects back (signed double-submit). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** Reads the CSRF cookie; cookie values arrive URL-encoded, the server compares decoded values. */
export function readCsrfToken(cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== CSRF_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Methods that change state and therefore need the CSRF header. */
export function needsCsrfToken(method: string | undefined): boolean {
  const upper = (method ?? 'GET').toUpperCase();
  return upper !== 'GET' && upper !== 'HEAD' && upper !== 'OPTIONS';
}
