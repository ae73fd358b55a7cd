import { describe, expect, it } from '@jest/globals';
import { countWords } from './word-count';
import { wordDiff, type WordDiff } from './word-diff';

const joined = (diff: WordDiff, without: 'added' | 'removed') =>
  diff.parts
    .filter((part) => part.kind !== without)
    .map((part) => part.text)
    .join('');

const BEFORE = 'Our co-op installs solar panels on school roofs, and the savings go back to the schools.';

describe('wordDiff', () => {
  it('marks inserted and deleted words, and counts them', () => {
    const after = 'Our co-op installs solar panels on public school roofs, and the savings return to the schools.';
    const diff = wordDiff(BEFORE, after);
    const words = (kind: 'added' | 'removed') =>
      diff.parts.filter((part) => part.kind === kind).flatMap((part) => part.text.split(/\s+/).filter(Boolean));
    expect(words('added')).toEqual(['public', 'return']);
    expect(words('removed')).toEqual(['go', 'back']);
    expect([diff.wordsAdded, diff.wordsRemoved]).toEqual([2, 2]);
    expect(joined(diff, 'removed')).toBe(after);
    expect(joined(diff, 'added')).toBe(BEFORE);
  });

  it('marks only what changed when a word is inserted next to changed punctuation', () => {
    const diff = wordDiff('Our co-op installs panels, fast.', 'Our co-op installs new panels; fast.');
    expect(diff.parts).toEqual([
      { kind: 'same', text: 'Our co-op installs ' },
      { kind: 'added', text: 'new ' },
      { kind: 'same', text: 'panels' },
      { kind: 'removed', text: ',' },
      { kind: 'added', text: ';' },
      { kind: 'same', text: ' fast.' },
    ]);
    expect([diff.wordsAdded, diff.wordsRemoved]).toEqual([1, 0]);
  });

  it('shows punctuation changes as punctuation, not as changed words', () => {
    const diff = wordDiff(BEFORE, BEFORE.replace('roofs, and', 'roofs; and'));
    expect(diff.parts.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: ',' },
      { kind: 'added', text: ';' },
    ]);
    expect([diff.wordsAdded, diff.wordsRemoved]).toEqual([0, 0]);
  });

  it('shows a whitespace-only change and counts no words for it', () => {
    const diff = wordDiff(BEFORE, BEFORE.replace('solar panels', 'solar  panels'));
    expect(diff.parts.some((part) => part.kind === 'added' && part.text.trim() === '')).toBe(true);
    expect([diff.wordsAdded, diff.wordsRemoved]).toEqual([0, 0]);
    expect(joined(diff, 'removed')).toBe(BEFORE.replace('solar panels', 'solar  panels'));
  });

  it('shows a change of line or paragraph breaks only, and counts no words for it', () => {
    const after = BEFORE.replace('roofs, and', 'roofs,\n\nand');
    const diff = wordDiff(BEFORE, after);
    expect(diff.parts.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: ' ' },
      { kind: 'added', text: '\n\n' },
    ]);
    expect([diff.wordsAdded, diff.wordsRemoved]).toEqual([0, 0]);
  });

  it('compares identical and empty texts', () => {
    expect(wordDiff(BEFORE, BEFORE)).toEqual({
      parts: [{ kind: 'same', text: BEFORE }],
      wordsAdded: 0,
      wordsRemoved: 0,
    });
    expect(wordDiff('', BEFORE)).toMatchObject({ wordsAdded: countWords(BEFORE), wordsRemoved: 0 });
    expect(wordDiff(BEFORE, '')).toMatchObject({ wordsAdded: 0, wordsRemoved: countWords(BEFORE) });
  });

  it('compares two 10,000-word versions with scattered edits, losing nothing', () => {
    const sentence = (i: number) => `Paragraph ${i} explains how the co-op chose roof ${i % 37} and what it saved.`;
    const before = Array.from({ length: 700 }, (_, i) => sentence(i)).join(' ');
    const after = before.replace(/roof (\d+) and what/g, (whole, n: string) =>
      Number(n) % 10 === 0 ? `the roof ${n} and how much` : whole,
    );
    expect(countWords(before)).toBeGreaterThan(9_000);
    const diff = wordDiff(before, after);
    expect(joined(diff, 'removed')).toBe(after);
    expect(joined(diff, 'added')).toBe(before);
    const edited = before.match(/roof (\d+) and what/g)!.filter((m) => Number(m.split(' ')[1]) % 10 === 0).length;
    expect(diff.wordsAdded).toBe(edited * 3); // "the", "how", "much"
    expect(diff.wordsRemoved).toBe(edited); // "what"
  });
});
