import Select from 'antd/es/select';
import { useId, useState } from 'react';
import { CITATION_STYLES, EMPTY_SOURCE, type CitationSource, type CitationStyle } from './citation/citationTypes';
import { formatCitation } from './citation/formatCitation';
import { citationText } from './citation/punctuation';
import { parseSourceDate } from './citation/sourceDate';
import { CitationFields } from './CitationFields';
import { CopyButton } from './CopyButton';
import { ToolCard } from './ToolCard';

/** The citation helper (D5): a reference-list entry in APA, MLA, Chicago or Harvard, punctuated per style. */
export function CitationTool() {
  const [style, setStyle] = useState<CitationStyle>('apa');
  const [source, setSource] = useState<CitationSource>(EMPTY_SOURCE);
  const styleId = useId();
  const dateError = parseSourceDate(source.date) === 'invalid' ? 'Use YYYY, YYYY-MM or YYYY-MM-DD.' : null;
  const parts = dateError ? [] : formatCitation(style, source, new Date());
  const chosen = CITATION_STYLES.find((entry) => entry.value === style);

  return (
    <ToolCard
      id="citation-helper"
      title="Citation Helper"
      description="Fill in what you know about a source; the citation follows the style you pick."
      wide
    >
      <div className="pw-field">
        <label htmlFor={styleId}>Style</label>
        <Select<CitationStyle>
          id={styleId}
          value={style}
          onChange={setStyle}
          options={CITATION_STYLES.map(({ value, label }) => ({ value, label }))}
        />
      </div>
      <CitationFields
        source={source}
        dateError={dateError}
        onChange={(fields) => setSource((current) => ({ ...current, ...fields }))}
      />
      <div className="pw-citation__result" aria-live="polite">
        <h3>Your citation</h3>
        {parts.length === 0 ? (
          <p className="pw-writing-muted">Enter at least a title{dateError ? ' and a valid date' : ''}.</p>
        ) : (
          <>
            <p className="pw-citation__text" data-testid="citation">
              {parts.map((part, index) => (part.italic ? <i key={index}>{part.text}</i> : part.text))}
            </p>
            <p className="pw-writing-muted">
              {chosen?.edition}. Titles appear as you typed them; this style writes them in {chosen?.titles}.
            </p>
            <CopyButton text={citationText(parts)} label="Copy Citation" what="Citation" />
          </>
        )}
      </div>
    </ToolCard>
  );
}
