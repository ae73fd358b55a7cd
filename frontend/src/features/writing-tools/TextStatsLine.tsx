import { formatCount, plural, readingTimeLabel, textStats } from './textStats';

/** The live figures under a text: words, characters and reading time (spec section 2). */
export function TextStatsLine({ text, id }: { text: string; id?: string }) {
  const stats = textStats(text);
  return (
    <p id={id} className="pw-writing-stats">
      <span>{plural(stats.words, 'word')}</span>
      <span>{formatCount(stats.characters)} characters</span>
      <span>{readingTimeLabel(stats.readingMinutes)}</span>
    </p>
  );
}
