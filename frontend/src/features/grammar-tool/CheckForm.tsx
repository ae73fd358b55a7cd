import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useId } from 'react';
import { serverMessage, type ApiError } from '../../api/errors';
import { CheckQuota } from './CheckQuota';
import { CheckTextField, isTooLong } from './CheckTextField';

interface CheckFormProps {
  /** The button: 'Analyze Text' or 'Check Plagiarism' (spec section 2). */
  action: string;
  placeholder: string;
  /** What the busy state says while the check runs. */
  busyText: string;
  /** Shown when a refusal carries no message of its own. */
  failure: string;
  text: string;
  onTextChange(text: string): void;
  onCheck(): void;
  isLoading: boolean;
  error: ApiError;
  /** Clears the refusal: it no longer describes the text once the member edits it. */
  clearError(): void;
}

/**
 * The form both writing checks share: the text box with its counts, the button (disabled while the text is
 * blank, too long, or a check runs: spec section 5), the checks left today (D20), the busy state and the server's
 * refusal in words.
 */
export function CheckForm(props: CheckFormProps) {
  const { action, placeholder, busyText, failure, text, onTextChange, onCheck, isLoading, error, clearError } = props;
  const fieldId = useId();
  return (
    <>
      <form
        className="pw-check__form"
        onSubmit={(event) => {
          event.preventDefault();
          onCheck();
        }}
      >
        <CheckTextField
          id={fieldId}
          label="Your text"
          value={text}
          onChange={(value) => {
            onTextChange(value);
            if (error !== undefined) clearError();
          }}
          placeholder={placeholder}
        />
        <Button
          type="primary"
          htmlType="submit"
          loading={isLoading}
          disabled={text.trim() === '' || isLoading || isTooLong(text)}
        >
          {action}
        </Button>
        <CheckQuota />
      </form>
      <div aria-live="polite" className="pw-check__status">
        {isLoading && <p>{busyText}</p>}
      </div>
      {error !== undefined && <Alert type="error" showIcon title={serverMessage(error, failure)} />}
    </>
  );
}
