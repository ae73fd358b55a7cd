import fc from 'fast-check';
import { fingerprint, hash53, K, kGramHashes, normaliseWord, W, winnow, words } from './winnowing';

describe('winnowing fingerprints', () => {
  it('folds case, accents, compatibility forms and apostrophes', () => {
    expect(normaliseWord('Café')).toBe('cafe');
    expect(normaliseWord('ÉCOLE')).toBe('ecole');
    expect(normaliseWord('Don’t')).toBe('dont');
    expect(normaliseWord("writer's")).toBe('writers');
    expect(normaliseWord('ﬁnal')).toBe('final'); // the "fi" ligature
    expect(normaliseWord('naïve')).toBe(normaliseWord('naive'));
  });

  it('keeps each word with its UTF-16 offsets in the original text, punctuation and emoji dropped', () => {
    const text = '😀 Café, don’t—stop! 2026 👩‍👩‍👧 ok';
    const list = words(text);
    expect(list.map((w) => w.norm)).toEqual(['cafe', 'dont', 'stop', '2026', 'ok']);
    for (const word of list) expect(normaliseWord(text.slice(word.start, word.end))).toBe(word.norm);
    expect(list[0].start).toBe(3); // the emoji is two UTF-16 units, then a space
  });

  it('hashes every run of K words, so K words make one k-gram and fewer make none', () => {
    const five = words('one two three four five');
    expect(kGramHashes(five)).toHaveLength(1);
    expect(kGramHashes(words('one two three four'))).toEqual([]);
    expect(kGramHashes(words('a b c d e f g'))).toHaveLength(3);
    // k-gram i is words i..i+K-1: the second k-gram of "a b c d e f" is "b c d e f"
    expect(kGramHashes(words('a b c d e f'))[1]).toBe(hash53('b c d e f'));
  });

  it('hashes to non-negative 53-bit integers, stable across runs', () => {
    expect(hash53('the quick brown fox jumps')).toBe(hash53('the quick brown fox jumps'));
    expect(hash53('the quick brown fox jumps')).not.toBe(hash53('the quick brown fox jumped'));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = hash53(text);
        return Number.isSafeInteger(value) && value >= 0;
      }),
    );
  });

  it('selects the paper’s fingerprints from its own example (window 4)', () => {
    // Schleimer et al. 2003, figure 2: the hashes of "A do run run run, a do run run" and its winnowed selection.
    const hashes = [77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98];
    expect(winnow(hashes, 4)).toEqual([
      { hash: 17, position: 3 },
      { hash: 17, position: 6 },
      { hash: 8, position: 8 },
      { hash: 39, position: 11 },
      { hash: 17, position: 15 },
    ]);
  });

  it('keeps a tied minimum the previous window chose instead of moving to the rightmost (robust winnowing)', () => {
    expect(winnow([5, 1, 1, 1, 1, 9], 3)).toEqual([
      { hash: 1, position: 2 },
      { hash: 1, position: 4 },
    ]);
    expect(winnow([3, 3, 3, 3], 2)).toEqual([
      { hash: 3, position: 1 },
      { hash: 3, position: 3 },
    ]);
  });

  it('gives a text shorter than a window its smallest hash, and an empty one nothing', () => {
    expect(winnow([9, 4, 7], 4)).toEqual([{ hash: 4, position: 1 }]);
    expect(winnow([], 4)).toEqual([]);
  });

  it('selects at least one hash in every window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 60 }), (hashes) => {
        const positions = winnow(hashes, W).map((f) => f.position);
        for (let start = 0; start + W <= hashes.length; start++) {
          if (!positions.some((p) => p >= start && p < start + W)) return false;
        }
        return true;
      }),
    );
  });

  it('fingerprints the same words the same way whatever their case, accents, spacing and punctuation', () => {
    const a = fingerprint('The editor, who reads every pitch, answers within a week. Café owners too!');
    const b = fingerprint('the EDITOR who reads   every pitch answers within a week — cafe owners too');
    expect(b.fingerprints).toEqual(a.fingerprints);
  });

  it(`finds any shared run of W + K - 1 = ${W + K - 1} words, wherever it stands (the guarantee)`, () => {
    const word = fc.stringMatching(/^[a-z]{2,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 30 }),
        fc.array(word, { minLength: W + K - 1, maxLength: W + K - 1 }),
        fc.array(word, { maxLength: 30 }),
        fc.array(word, { maxLength: 30 }),
        (before, shared, other, after) => {
          const one = fingerprint([...before, ...shared, ...after].join(' '));
          const two = fingerprint([...other, ...shared].join(' '));
          const hashes = new Set(one.fingerprints.map((f) => f.hash));
          return two.fingerprints.some((f) => hashes.has(f.hash));
        },
      ),
    );
  });
});
