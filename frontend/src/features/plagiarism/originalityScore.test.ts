import { originalityTone } from './originalityScore';

describe('the originality score’s colour (spec section 9: thresholds at 90 and 70)', () => {
  it.each([
    [100, 'high'],
    [92, 'high'],
    [90, 'high'],
    [89, 'medium'],
    [70, 'medium'],
    [69, 'low'],
    [0, 'low'],
  ])('%i is %s', (score, tone) => {
    expect(originalityTone(score)).toBe(tone);
  });
});
