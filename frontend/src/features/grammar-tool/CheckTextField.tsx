import { countWords } from '@penwright/text';
import Input from 'antd/es/input';
import './check.css';
import { TOOL_TEXT_MAX } from './grammarApi';

const NUMBER = new Intl.NumberFormat('en-US');

interface CheckTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(text: string): void;
  placeholder: string;
}

/** Whether a text is beyond what the checks accept (counted in UTF-16 units, as the server counts it). */
export const isTooLong = (text: string) => text.length > TOOL_TEXT_MAX;

/**
 * The text box of the grammar and plagiarism tools with its live word and character counts (spec section 2):
 * words by the shared rule (packages/text), characters as the server's 20,000 limit counts them.
 */
export function CheckTextField({ id, label, value, onChange, placeholder }: CheckTextFieldProps) {
  const tooLong = isTooLong(value);
  return (
    <div className="pw-check__field">
      <label htmlFor={id} className="pw-check__label">
        {label}
      </label>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoSize={{ minRows: 8, maxRows: 24 }}
        status={tooLong ? 'error' : undefined}
        aria-describedby={`${id}-counts`}
        spellCheck={false}
      />
      <p id={`${id}-counts`} className="pw-check__counts" aria-live="polite">
        <span>
          {NUMBER.format(countWords(value))} {countWords(value) === 1 ? 'word' : 'words'}
        </span>
        <span className={tooLong ? 'pw-check__too-long' : undefined}>
          {NUMBER.format(value.length)} / {NUMBER.format(TOOL_TEXT_MAX)} characters
          {tooLong && ': shorten the text to check it'}
        </span>
      </p>
    </div>
  );
}
