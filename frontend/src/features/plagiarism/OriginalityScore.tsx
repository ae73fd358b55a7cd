import Progress from 'antd/es/progress';
import './plagiarism.css';
import { originalityTone, TONE_COLORS, TONE_LABELS } from './originalityScore';

interface OriginalityScoreProps {
  score: number;
  /** What was checked, as the reader calls it: 'your text' for the member, 'this version' for an editor. */
  subject?: string;
}

/** The score as a ring coloured at spec section 9's thresholds, with its meaning in words. */
export function OriginalityScore({ score, subject = 'your text' }: OriginalityScoreProps) {
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
        <p className="pw-originality__score-meaning">
          {score}% of {subject} was not found in any text we compared.
        </p>
      </div>
    </div>
  );
}
