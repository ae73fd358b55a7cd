import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import { DRAFT_CONTENT_MAX, type DraftFormat } from '../api/draftsApi';
import type { PromptCategory, WritingPrompt } from '../api/promptsApi';
import { useDraftSaver } from '../editor/useDraftSaver';
import { plural, textStats } from '../textStats';

/** The draft format a response is kept under, so it reopens sensibly in the editor's format select. */
const FORMAT_OF: Record<PromptCategory, DraftFormat> = {
  Fiction: 'story',
  Creative: 'story',
  Poetry: 'story',
  'Non-fiction': 'essay',
  Personal: 'essay',
  Technical: 'article',
};

/**
 * The response to the prompt on screen, with its live word count and Save Draft (D5): saved as a draft named
 * after the prompt, which the editor's list reopens. Mounted per prompt, so a new prompt starts a new response.
 */
export function ResponseArea({ prompt }: { prompt: WritingPrompt }) {
  const [text, setText] = useState('');
  const [draftId, setDraftId] = useState<number | null>(null);
  const { save, saving } = useDraftSaver();
  const fieldId = useId();
  const countId = useId();
  const { words } = textStats(text);

  async function onSave() {
    const draft = await save(draftId, {
      title: prompt.title,
      format: FORMAT_OF[prompt.category],
      content: text,
      promptId: prompt.id,
    });
    if (draft) setDraftId(draft.id);
  }

  return (
    <section className="pw-response" aria-label="Your response">
      <label htmlFor={fieldId} className="pw-response__label">
        Your response
      </label>
      <Input.TextArea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 8, maxRows: 24 }}
        maxLength={DRAFT_CONTENT_MAX}
        aria-describedby={countId}
        placeholder="Start writing your response here…"
      />
      <div className="pw-response__footer">
        <p id={countId} className="pw-writing-muted">
          {plural(words, 'word')}
        </p>
        <Button type="primary" onClick={() => void onSave()} loading={saving} disabled={text.trim() === ''}>
          Save Draft
        </Button>
      </div>
    </section>
  );
}
