import Progress from 'antd/es/progress';
import './plagiarism.css';
import { originalityTone, TONE_COLORS, TONE_LABELS } from './originalityScore';

/** The score as a ring coloured at spec section 9's thresholds, with its meaning in words. */
export function OriginalityScore({ score }: { score: number }) {
  const tone = originalityTone(score);
  return (
    <div className="pw-originality__score" data-tone={tone}>
      <Progress
        type="circle"
        percent={score}
        size={104}
        strokeColor={TONE_COLORS[tone]}
        format={() => `${score}%`}
        aria-label={`Originality score ${score}%`}
      />
      <div>
        <p className="pw-originality__score-label" style={{ color: TONE_COLORS[tone] }}>
          {TONE_LABELS[tone]}
        </p>
        <p className="pw-originality__score-meaning">{score}% of your text was not found in any text we compared.</p>
      </div>
    </div>
  );
}
