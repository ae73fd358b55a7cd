import Input from 'antd/es/input';
import { readability } from '@penwright/text';
import { useState } from 'react';
import { formatCount, plural } from '../textStats';
import { readingEaseBand } from './readingEase';
import { ToolCard } from './ToolCard';

/**
 * Readability (D5, D11): Flesch reading ease and Flesch-Kincaid grade, from the one implementation the
 * server's grammar check uses, with the counts the formulas used, so a member can see why.
 */
export function ReadabilityTool() {
  const [text, setText] = useState('');
  const score = readability(text);
  return (
    <ToolCard
      id="readability"
      title="Readability Score"
      description="Flesch reading ease (higher is easier) and the Flesch-Kincaid grade level of a passage."
    >
      <Input.TextArea
        aria-label="Text to score"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 5, maxRows: 16 }}
      />
      {score.words === 0 ? (
        <p className="pw-writing-muted">Paste a few sentences to see their scores.</p>
      ) : (
        <>
          <dl className="pw-figures">
            <div>
              <dt>Reading ease</dt>
              <dd>{score.readingEase.toFixed(1)}</dd>
            </div>
            <div>
              <dt>Grade level</dt>
              <dd>{score.gradeLevel.toFixed(1)}</dd>
            </div>
          </dl>
          <p>{readingEaseBand(score.readingEase)}.</p>
          <p className="pw-writing-muted">
            From {plural(score.sentences, 'sentence')}, {plural(score.words, 'word')} and {formatCount(score.syllables)}{' '}
            syllables.
          </p>
        </>
      )}
    </ToolCard>
  );
}
