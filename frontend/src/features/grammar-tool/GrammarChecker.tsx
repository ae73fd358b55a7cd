import Alert from 'antd/es/alert';
import { useEffect, useId, useState } from 'react';
import { useSession } from '../auth/useSession';
import { CheckForm } from './CheckForm';
import { FindingList } from './FindingList';
import {
  useCheckGrammarMutation,
  usePrepareGrammarCheckMutation,
  type GrammarCheckResult,
  type GrammarItem,
} from './grammarApi';
import { applySuggestion } from './grammarEdits';
import { GrammarSummary } from './GrammarSummary';
import { HighlightedText } from './HighlightedText';

const NUMBER = new Intl.NumberFormat('en-US');

/** A result and the text it describes (which a one-click fix keeps in step). */
interface Checked {
  text: string;
  result: GrammarCheckResult;
}

const countsOf = (items: readonly GrammarItem[]): GrammarCheckResult['counts'] => ({
  error: items.filter((item) => item.type === 'error').length,
  warning: items.filter((item) => item.type === 'warning').length,
  info: items.filter((item) => item.type === 'info').length,
});

/**
 * The grammar tool (spec section 2, D13): idle, busy, results (spec section 4). Analyze Text is disabled while
 * the text is blank or a check runs (section 5). Findings are highlighted in the text and listed; a suggestion
 * is applied with one click, which edits the text and moves the other findings with it.
 */
export function GrammarChecker() {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [selected, setSelected] = useState<GrammarItem | null>(null);
  const [check, { isLoading, error, reset }] = useCheckGrammarMutation();
  const [prepare] = usePrepareGrammarCheckMutation();
  const { user } = useSession();
  const signedIn = user !== null;

  // The server's checker gets ready while the member writes: after a quiet period it needs longer to start than a
  // check may take. A visitor (the checker blurred behind the members' gate) asks nothing. RTK Query's result never
  // rejects, and a refusal changes nothing here: the check itself reports any problem.
  useEffect(() => {
    if (signedIn) void prepare();
  }, [prepare, signedIn]);

  const current = checked !== null && checked.text === text;

  async function analyze() {
    const sent = text;
    try {
      const result = await check(sent).unwrap();
      setChecked({ text: sent, result });
      setSelected(null);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  function apply(item: GrammarItem) {
    if (!checked) return;
    const next = applySuggestion(checked.text, checked.result.items, item);
    setText(next.text);
    setChecked({ text: next.text, result: { ...checked.result, items: next.items, counts: countsOf(next.items) } });
    setSelected(null);
  }

  return (
    <div className="pw-check">
      <CheckForm
        action="Analyze Text"
        placeholder="Paste or write the text you want checked: a draft, a pitch, an article."
        busyText="Checking grammar, spelling, style and readability…"
        failure="The grammar check could not be completed. Please try again."
        text={text}
        onTextChange={setText}
        onCheck={() => void analyze()}
        isLoading={isLoading}
        error={error}
        clearError={reset}
      />
      {checked && (
        <section className="pw-check__results" aria-labelledby={`${fieldId}-results`}>
          <h2 id={`${fieldId}-results`}>Results</h2>
          {!current && (
            <Alert
              type="info"
              showIcon
              title="You have edited the text since it was checked. Analyze it again to update the findings."
            />
          )}
          {!checked.result.complete && (
            <Alert
              type="warning"
              showIcon
              title={`Only the first ${NUMBER.format(checked.result.checkedCharacters)} characters were checked for grammar and spelling in time: the text has an unusual number of unknown words.`}
            />
          )}
          <GrammarSummary counts={checked.result.counts} readability={checked.result.readability} />
          {current && checked.result.items.length > 0 && (
            <HighlightedText
              text={checked.text}
              items={checked.result.items}
              selected={selected}
              onSelect={setSelected}
            />
          )}
          <FindingList
            text={checked.text}
            items={checked.result.items}
            selected={selected}
            canApply={current}
            onSelect={setSelected}
            onApply={apply}
          />
        </section>
      )}
    </div>
  );
}
