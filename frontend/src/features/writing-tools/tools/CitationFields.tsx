import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useId } from 'react';
import type { CitationSource, SourceKind } from './citation/citationTypes';

const KINDS: { value: SourceKind; label: string }[] = [
  { value: 'webpage', label: 'Web page' },
  { value: 'book', label: 'Book' },
];

function TextField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string | null;
  onChange(value: string): void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="pw-field">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={value}
        maxLength={500}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {(error || hint) && (
        <p id={hintId} className={error ? 'pw-field__error' : 'pw-writing-muted'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

/** The source's elements, as the citation helper asks for them. */
export function CitationFields({
  source,
  dateError,
  onChange,
}: {
  source: CitationSource;
  dateError: string | null;
  onChange(fields: Partial<CitationSource>): void;
}) {
  const book = source.kind === 'book';
  return (
    <div className="pw-citation__fields">
      <Radio.Group
        aria-label="Kind of source"
        optionType="button"
        value={source.kind}
        options={KINDS}
        onChange={(event) => onChange({ kind: event.target.value as SourceKind })}
      />
      <TextField
        label="Author(s)"
        hint="First Last, or Last, First; separate several authors with semicolons."
        value={source.authors}
        onChange={(authors) => onChange({ authors })}
      />
      <Checkbox
        checked={source.authorIsOrganization}
        onChange={(event) => onChange({ authorIsOrganization: event.target.checked })}
      >
        The author is an organization
      </Checkbox>
      <TextField label="Title" value={source.title} onChange={(title) => onChange({ title })} />
      <TextField
        label={book ? 'Publisher' : 'Site name'}
        value={source.container}
        onChange={(container) => onChange({ container })}
      />
      {book && (
        <TextField
          label="Place of publication (optional)"
          hint="Chicago and Harvard print it before the publisher."
          value={source.place}
          onChange={(place) => onChange({ place })}
        />
      )}
      <TextField
        label="Date published"
        hint="YYYY, YYYY-MM or YYYY-MM-DD; leave empty if the source has no date."
        value={source.date}
        error={dateError}
        onChange={(date) => onChange({ date })}
      />
      <TextField label="URL or DOI" value={source.url} onChange={(url) => onChange({ url })} />
    </div>
  );
}
