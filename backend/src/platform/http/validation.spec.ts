import { containsNul, inspectInput } from './validation';

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

describe('inspectInput', () => {
  it('finds lone surrogates in values and keys, not surrogate pairs', () => {
    expect(inspectInput({ email: 'a\uD800@b.co' }).illFormed).toBe(true);
    expect(inspectInput({ ['\uDC00']: 1 }).illFormed).toBe(true);
    expect(inspectInput(['ok', ['\uDBFFx']]).illFormed).toBe(true);
    expect(inspectInput({ text: 'pen 📝 and 𝒜' }).illFormed).toBe(false);
  });

  it('names the first prototype key at any depth', () => {
    expect(inspectInput(JSON.parse('{"a":{"__proto__":{"x":1}}}')).prototypeKey).toBe('__proto__');
    expect(inspectInput({ list: [{ constructor: 1 }] }).prototypeKey).toBe('constructor');
    expect(inspectInput({ protocol: 'https', builder: 'x' }).prototypeKey).toBeNull();
  });
});
