import { bearerMatches } from './metrics-endpoint';

describe('bearerMatches', () => {
  const token = 'a-scrape-token-of-thirty-two-chars!';

  it('accepts the token as a bearer credential only', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
  });
});
