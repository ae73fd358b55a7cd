/**
 * Flesch's own bands for the reading-ease score, with the school level each corresponds to (Flesch, "How to
 * Write Plain English"). The lower bound of each band is included.
 */
const BANDS: { from: number; label: string }[] = [
  { from: 90, label: 'Very easy: 5th grade' },
  { from: 80, label: 'Easy: 6th grade' },
  { from: 70, label: 'Fairly easy: 7th grade' },
  { from: 60, label: 'Plain English: 8th and 9th grade' },
  { from: 50, label: 'Fairly difficult: 10th to 12th grade' },
  { from: 30, label: 'Difficult: college' },
  { from: 0, label: 'Very difficult: college graduate' },
];

export function readingEaseBand(score: number): string {
  return (BANDS.find((band) => score >= band.from) ?? BANDS[BANDS.length - 1]!).label;
}
