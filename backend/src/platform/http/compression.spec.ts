import type { Request } from 'express';
import { preferredEncoding } from './compression';

const withAccept = (value?: string) =>
  ({ headers: value === undefined ? {} : { 'accept-encoding': value } }) as Request;

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ])('for Accept-Encoding %p sends %p', (accept, expected) => {
    expect(preferredEncoding(withAccept(accept), ['br', 'gzip'])).toBe(expected);
  });

  it('chooses among the encodings at hand only', () => {
    expect(preferredEncoding(withAccept('br, gzip'), ['gzip'])).toBe('gzip');
    expect(preferredEncoding(withAccept('br'), ['gzip'])).toBeUndefined();
  });
});
