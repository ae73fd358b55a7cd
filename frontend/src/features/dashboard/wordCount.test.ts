import { countWords } from './wordCount';

describe('countWords (the server rule, in the browser)', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['One two three', 3],
    ["don't stop — state-of-the-art work in 2026", 6],
    ['word–word', 2],
    ['- • -', 0],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});
