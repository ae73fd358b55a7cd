import { exceedsDepth } from './json-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('exceedsDepth', () => {
  it('counts arrays and objects together', () => {
    expect(exceedsDepth(bytes(nested(32)), 32)).toBe(false);
    expect(exceedsDepth(bytes(nested(33)), 32)).toBe(true);
    expect(exceedsDepth(bytes('{"a":'.repeat(33) + '1' + '}'.repeat(33)), 32)).toBe(true);
    expect(exceedsDepth(bytes('{"a":[{"b":[1,2]}],"c":{"d":{}}}'), 4)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsDepth(bytes(JSON.stringify({ text: '['.repeat(500) })), 2)).toBe(false);
    expect(exceedsDepth(bytes(JSON.stringify({ text: 'say \\"[[[[' + '"' })), 1)).toBe(false);
    expect(exceedsDepth(bytes('{"a":"\\\\",' + '"b":' + nested(3) + '}'), 3)).toBe(true);
  });

  it('stops early on a huge nesting and is not fooled by multi-byte text', () => {
    expect(exceedsDepth(bytes(nested(100_000)), 32)).toBe(true);
    expect(exceedsDepth(bytes(JSON.stringify({ name: 'Zoë 📝 [draft]' })), 1)).toBe(false);
  });
});
