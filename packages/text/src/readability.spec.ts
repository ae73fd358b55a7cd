import { describe, expect, it } from '@jest/globals';
import { countSentences, readability } from './readability';

describe('readability (D11: one implementation for the browser and the server)', () => {
  it('computes Flesch reading ease and Flesch-Kincaid grade from the worked pangram', () => {
    // 9 words, 11 syllables (o-ver, la-zy), 1 sentence:
    // ease 206.835 - 1.015 * 9 - 84.6 * 11/9 = 94.3; grade 0.39 * 9 + 11.8 * 11/9 - 15.59 = 2.3.
    expect(readability('The quick brown fox jumps over the lazy dog.')).toEqual({
      readingEase: 94.3,
      gradeLevel: 2.3,
      sentences: 1,
      words: 9,
      syllables: 11,
    });
  });

  it('reads long words and sentences as harder', () => {
    const plain = readability('We ship on time. We fix what breaks. Our team is small and fast.');
    const dense = readability(
      'Organizational interdependencies necessitate comprehensive documentation, particularly regarding ' +
        'infrastructural considerations affecting operational continuity.',
    );
    expect(plain.readingEase).toBeGreaterThan(80);
    expect(dense.readingEase).toBeLessThan(10);
    expect(dense.gradeLevel).toBeGreaterThan(plain.gradeLevel + 10);
  });

  it('keeps the scores in range for extreme texts and answers zeros for no words', () => {
    expect(readability('Go. Run. Stop.').readingEase).toBe(100);
    expect(readability('Go. Run. Stop.').gradeLevel).toBe(0);
    expect(readability('  — … ')).toEqual({ readingEase: 0, gradeLevel: 0, sentences: 0, words: 0, syllables: 0 });
  });

  it.each([
    ['One. Two! Three?', 3],
    ['Wait... what?! Yes.', 3],
    ['"Stop," she said. "Now."', 2],
    ['A heading\n\nThe first paragraph has no end', 2],
    ['Version 2.5 ships today.', 1],
    ['', 0],
  ])('%p has %i sentences', (text, sentences) => expect(countSentences(text)).toBe(sentences));
});
