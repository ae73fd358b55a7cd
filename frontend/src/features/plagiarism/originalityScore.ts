import { palette } from '../../app/theme';

/** Spec section 9: the score is coloured at 90 and 70 (green from 90, amber from 70, red below). */
export const ORIGINALITY_THRESHOLDS = { high: 90, medium: 70 } as const;

export type OriginalityTone = 'high' | 'medium' | 'low';

export function originalityTone(score: number): OriginalityTone {
  if (score >= ORIGINALITY_THRESHOLDS.high) return 'high';
  return score >= ORIGINALITY_THRESHOLDS.medium ? 'medium' : 'low';
}

export const TONE_COLORS: Record<OriginalityTone, string> = {
  high: palette.success,
  medium: palette.warning,
  low: palette.error,
};

export const TONE_LABELS: Record<OriginalityTone, string> = {
  high: 'Original',
  medium: 'Some text found elsewhere',
  low: 'Much of this text is found elsewhere',
};

/** What every originality check compares against, said plainly wherever a score is shown (D13). */
export const COMPARED_AGAINST =
  'The check compares your text with the collective’s own texts: its blog posts, article pages, course lessons ' +
  'and member resources, and every earlier submission to the collective. It does not search the web, so it ' +
  'cannot tell whether text was copied from elsewhere online.';
