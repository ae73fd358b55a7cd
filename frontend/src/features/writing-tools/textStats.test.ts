import { plural, readingTimeLabel, textStats } from './textStats';

describe('textStats', () => {
  it('counts words with the shared rule and reads at 200 words a minute, rounding up', () => {
    const text = Array.from({ length: 201 }, () => 'word').join(' ');
    expect(textStats(text)).toMatchObject({ words: 201, readingMinutes: 2 });
    expect(textStats('One two three.').readingMinutes).toBe(1);
    expect(textStats('').readingMinutes).toBe(0);
  });

  it('counts characters as a reader sees them, with and without spaces', () => {
    expect(textStats('Café au lait 🙂')).toMatchObject({ characters: 14, charactersWithoutSpaces: 11 });
  });

  it('counts sentences and the paragraphs that hold words', () => {
    expect(textStats('First one. Second one!\n\n  \n\nA new paragraph?\n\n—')).toMatchObject({
      sentences: 3,
      paragraphs: 2,
    });
  });

  it('labels counts and reading time', () => {
    expect(plural(1, 'word')).toBe('1 word');
    expect(plural(12500, 'word')).toBe('12,500 words');
    expect(readingTimeLabel(3)).toBe('3 min read');
  });
});
