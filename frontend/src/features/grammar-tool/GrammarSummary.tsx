import { readingEaseBand } from '../writing-tools/tools/readingEase';
import type { FindingType, GrammarCheckResult } from './grammarApi';
import { TYPE_LABELS } from './grammarEdits';

const NUMBER = new Intl.NumberFormat('en-US');
const TYPES: FindingType[] = ['error', 'warning', 'info'];

const countLabel = (count: number, type: FindingType) =>
  `${NUMBER.format(count)} ${count === 1 ? TYPE_LABELS[type].one : TYPE_LABELS[type].many}`;

/** The counts by type and the readability figures (D11: the same figures as the writing tools'). */
export function GrammarSummary({ counts, readability }: Pick<GrammarCheckResult, 'counts' | 'readability'>) {
  const total = counts.error + counts.warning + counts.info;
  return (
    <div className="pw-grammar__summary">
      <p className="pw-grammar__counts" data-testid="finding-counts">
        {total === 0
          ? 'No problems found.'
          : TYPES.map((type) => (
              <span key={type} className={`pw-grammar__count pw-grammar__count--${type}`}>
                {countLabel(counts[type], type)}
              </span>
            ))}
      </p>
      <dl className="pw-grammar__readability" aria-label="Readability">
        <div>
          <dt>Reading ease</dt>
          <dd>
            {readability.readingEase.toFixed(1)} <span>{readingEaseBand(readability.readingEase)}</span>
          </dd>
        </div>
        <div>
          <dt>Grade level</dt>
          <dd>{readability.gradeLevel.toFixed(1)}</dd>
        </div>
        <div>
          <dt>Sentences</dt>
          <dd>{NUMBER.format(readability.sentences)}</dd>
        </div>
        <div>
          <dt>Words</dt>
          <dd>{NUMBER.format(readability.words)}</dd>
        </div>
      </dl>
    </div>
  );
}
