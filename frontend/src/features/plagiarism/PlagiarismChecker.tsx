import { useId, useState } from 'react';
import { CheckForm } from '../grammar-tool/CheckForm';
import { MatchList } from './MatchList';
import { OriginalityScore } from './OriginalityScore';
import { useCheckOriginalityMutation, type OriginalityCheckResult } from './plagiarismApi';

const NUMBER = new Intl.NumberFormat('en-US');

/** The summary line: how many sources share text with it, or that none does. */
function sourcesLine(result: OriginalityCheckResult): string {
  if (result.words < 5) return 'The text is too short to compare: write at least five words.';
  if (result.totalSources === 0) return 'No matching text was found.';
  const shown = result.matches.length < result.totalSources ? ` (the ${result.matches.length} closest are listed)` : '';
  return `Matching text was found in ${NUMBER.format(result.totalSources)} ${
    result.totalSources === 1 ? 'source' : 'sources'
  }${shown}.`;
}

/**
 * The plagiarism checker (spec section 2, D13): idle, busy, results. Check Plagiarism is disabled while the text
 * is blank or a check runs. The result says what was compared (never the web) and lists each matching source.
 */
export function PlagiarismChecker() {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [check, { data: result, isLoading, error, reset }] = useCheckOriginalityMutation();
  return (
    <div className="pw-check">
      <CheckForm
        action="Check Plagiarism"
        placeholder="Paste the text you want to check for originality."
        busyText="Comparing your text with the collective’s texts…"
        failure="The originality check could not be completed. Please try again."
        text={text}
        onTextChange={setText}
        onCheck={() => void check(text)}
        isLoading={isLoading}
        error={error}
        clearError={reset}
      />
      {result && !isLoading && (
        <section className="pw-check__results" aria-labelledby={`${fieldId}-results`}>
          <h2 id={`${fieldId}-results`}>Originality report</h2>
          <OriginalityScore score={result.originalityScore} />
          <p className="pw-originality__sources">{sourcesLine(result)}</p>
          <p className="pw-originality__compared">
            Compared with the collective’s published texts and earlier submissions; not a web search.
          </p>
          {result.matches.length > 0 && <MatchList matches={result.matches} />}
        </section>
      )}
    </div>
  );
}
