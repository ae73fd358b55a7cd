import { originalityTone, TONE_COLORS } from '../plagiarism/originalityScore';

/**
 * The originality score of the member's latest submitted version (D13), one fact of an assignment card,
 * coloured at spec section 9's thresholds. Nothing before a submission. Only the score: the report itself, which
 * may name other members' work, is for editors.
 */
export function OriginalityFact({ score }: { score: number | null }) {
  if (score === null) return null;
  return (
    <div>
      <dt>Originality</dt>
      <dd style={{ color: TONE_COLORS[originalityTone(score)], fontWeight: 600 }}>{score}% original</dd>
    </div>
  );
}
