import { containsNul } from './validation';

describe('containsNul', () => {
  it('finds U+0000 in strings, array items, nested values and property names', () => {
    expect(containsNul('ink\u0000well')).toBe(true);
    expect(containsNul(['a', ['b', 'c\u0000']])).toBe(true);
    expect(containsNul({ a: { b: { c: '\u0000' } } })).toBe(true);
    expect(containsNul({ ['key\u0000']: 1 })).toBe(true);
  });

  it('accepts everything else, other control characters included', () => {
    expect(containsNul({ text: 'line one\nline two\t\u0007', count: 3, on: true, none: null, list: [] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul(42)).toBe(false);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let nested: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 200_000; depth++) nested = [nested];
    expect(containsNul(nested)).toBe(true);
  });
});
