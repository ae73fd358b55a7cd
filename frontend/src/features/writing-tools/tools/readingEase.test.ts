import { readingEaseBand } from './readingEase';

describe("Flesch's reading-ease bands", () => {
  it.each([
    [100, 'Very easy: 5th grade'],
    [90, 'Very easy: 5th grade'],
    [89.9, 'Easy: 6th grade'],
    [65, 'Plain English: 8th and 9th grade'],
    [30, 'Difficult: college'],
    [12.4, 'Very difficult: college graduate'],
    [0, 'Very difficult: college graduate'],
  ])('%d reads as %s', (score, band) => expect(readingEaseBand(score)).toBe(band));
});
