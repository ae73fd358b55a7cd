import { countWords } from './word-count';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['  two   words  ', 2],
    ['Line one.\nLine two,\tthree.', 5],
    ["don't stop state-of-the-art 2026", 4],
    ['before—after and this – that', 5],
    ['- * • !!! ...', 0],
    ['Café naïve 東京 ok', 4],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts a long text exactly', () => {
    expect(countWords(Array(1200).fill('word').join(' '))).toBe(1200);
  });
});
