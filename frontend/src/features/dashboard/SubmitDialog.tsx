import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useId, useRef, useState } from 'react';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { useSaveDraftMutation, useSubmitAssignmentMutation, type Assignment } from './dashboardApi';
import { payLabel } from '../../app/money';
import { groupDigits } from '../../app/numbers';
import { AssignmentBrief } from './AssignmentBrief';
import { shortSubmissionQuestion } from './submissionLength';
import { countWords, MAX_CONTENT_CHARACTERS } from './wordCount';
import { WorkComments } from './WorkComments';

/**
 * Write and hand in an assignment: the brief, the text with a live word count against the brief's target, Save
 * Draft (kept on the server, D5) and Submit for Review, which stays disabled while the text is blank (D9) and,
 * for a text under 80% of the target, asks first with the two figures (issue 23). Work sent back for a revision
 * shows the editor's comments at their passages, followed as the text is edited (WorkComments, D22).
 */
export function SubmitDialog({ assignment, onClose }: { assignment: Assignment; onClose(): void }) {
  const [content, setContent] = useState(assignment.draftContent ?? assignment.submittedContent ?? '');
  // The question about a short text, shown once Submit is pressed; any edit withdraws it.
  const [asking, setAsking] = useState(false);
  const [saveDraft, draftState] = useSaveDraftMutation();
  const [submit, submitState] = useSubmitAssignmentMutation();
  const toast = useToast();
  const fieldId = useId();
  const editor = useRef<TextAreaRef>(null);

  // A comment's passage, selected in the text being edited (the browser scrolls the field to it).
  function showPassage({ start, end }: { start: number; end: number }) {
    const field = editor.current?.resizableTextArea?.textArea;
    if (!field) return;
    field.focus();
    field.setSelectionRange(start, end);
  }

  const words = countWords(content);
  const blank = content.trim() === '';
  const tooLong = content.length > MAX_CONTENT_CHARACTERS;
  const busy = draftState.isLoading || submitState.isLoading;
  const shortQuestion = shortSubmissionQuestion(words, assignment.wordCount);

  async function onSaveDraft() {
    try {
      await saveDraft({ id: assignment.id, content }).unwrap();
      toast.success('Draft Saved', 'Your work in progress is saved.');
    } catch (error) {
      toast.error('Failed to save draft', serverMessage(error, '') || undefined);
    }
  }

  function onSubmitPressed() {
    if (shortQuestion) setAsking(true);
    else void onSubmit();
  }

  async function onSubmit() {
    setAsking(false);
    try {
      await submit({ id: assignment.id, content }).unwrap();
      toast.success('Assignment Submitted', 'Your work has been submitted for review.');
      onClose();
    } catch (error) {
      toast.error('Failed to submit assignment', serverMessage(error, '') || undefined);
    }
  }

  return (
    <Modal
      open
      title={`Submit: ${assignment.title}`}
      onCancel={onClose}
      width={760}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="draft"
          disabled={blank || tooLong || busy}
          loading={draftState.isLoading}
          onClick={() => void onSaveDraft()}
        >
          Save Draft
        </Button>,
        <Button
          key="submit"
          type="primary"
          disabled={blank || tooLong || busy}
          loading={submitState.isLoading}
          onClick={onSubmitPressed}
        >
          Submit for Review
        </Button>,
      ]}
    >
      <p className="pw-submit__brief">
        Target {groupDigits(assignment.wordCount)} words · {payLabel(assignment)}
      </p>
      <details className="pw-submit__details" open>
        <summary>The brief</summary>
        <AssignmentBrief assignment={assignment} />
      </details>
      {assignment.status === 'reviewed' && assignment.reviewNotes && (
        <div className="pw-assignment__notes">
          <p className="pw-assignment__notes-title">Revision requested by the editor</p>
          <p>{assignment.reviewNotes}</p>
        </div>
      )}
      <label htmlFor={fieldId} className="pw-submit__label">
        Your work
      </label>
      <Input.TextArea
        ref={editor}
        id={fieldId}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setAsking(false);
        }}
        autoSize={{ minRows: 10, maxRows: 20 }}
        aria-describedby={`${fieldId}-count`}
      />
      <p id={`${fieldId}-count`} className="pw-submit__count">
        {groupDigits(words)} / {groupDigits(assignment.wordCount)} words
        {tooLong &&
          ` · Your text is too long: ${groupDigits(content.length)} characters, at most ${groupDigits(MAX_CONTENT_CHARACTERS)} are accepted.`}
      </p>
      {assignment.status === 'reviewed' && (
        <WorkComments assignmentId={assignment.id} text={content} onShow={showPassage} />
      )}
      {asking && shortQuestion && (
        <Alert
          className="pw-submit__question"
          type="warning"
          showIcon
          title={shortQuestion}
          // Under the question, not beside it: beside, a phone's width leaves the question a letter wide.
          description={
            <div className="pw-submit__question-buttons">
              <Button size="small" onClick={() => setAsking(false)}>
                Keep Writing
              </Button>
              <Button size="small" type="primary" loading={submitState.isLoading} onClick={() => void onSubmit()}>
                Submit Anyway
              </Button>
            </div>
          }
        />
      )}
    </Modal>
  );
}
