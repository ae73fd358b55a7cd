import { describe, expect, it } from '@jest/globals';
import { countWords } from './word-count';

describe('countWords (D9: the server and the browser count alike)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ["Don't stop: state-of-the-art work in 2026.", 6],
    ['words—joined by dashes – count apart', 6],
    ['• a list\n• of items', 4],
    ['tabs\tand\nnew lines', 4],
    ['🙂 — …', 0],
    ['naïve café Ødegaard', 3],
  ])('%p has %i words', (text, words) => expect(countWords(text)).toBe(words));
});
