import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useId } from 'react';
import {
  DRAFT_CONTENT_MAX,
  DRAFT_FORMAT_LABELS,
  DRAFT_FORMATS,
  DRAFT_TITLE_MAX,
  type DraftFormat,
} from '../api/draftsApi';
import { TextStatsLine } from '../TextStatsLine';
import { DraftsList } from './DraftsList';
import { ExportControl } from './ExportControl';
import { useDraftEditor } from './useDraftEditor';

const FORMAT_OPTIONS = DRAFT_FORMATS.map((value) => ({ value, label: DRAFT_FORMAT_LABELS[value] }));

/**
 * The Text Editor tab (spec section 2, D5): title, format, the text with live word and character counts and
 * reading time, Save (a server draft) and Export, and the member's saved drafts to reopen.
 */
export function EditorTab() {
  const editor = useDraftEditor();
  const { draft, change } = editor;
  const titleId = useId();
  const formatId = useId();
  const textId = useId();
  const statsId = useId();

  return (
    <div className="pw-writing-columns">
      <section className="pw-card pw-writing-panel" aria-label="Text editor">
        <div className="pw-editor__fields">
          <div className="pw-field">
            <label htmlFor={titleId}>Title</label>
            <Input
              id={titleId}
              value={draft.title}
              maxLength={DRAFT_TITLE_MAX}
              onChange={(event) => change({ title: event.target.value.replace(/[\r\n]+/g, ' ') })}
              placeholder="Working title"
            />
          </div>
          <div className="pw-field pw-editor__format">
            <label htmlFor={formatId}>Format</label>
            <Select<DraftFormat>
              id={formatId}
              value={draft.format}
              onChange={(format) => change({ format })}
              options={FORMAT_OPTIONS}
            />
          </div>
        </div>
        <div className="pw-field">
          <label htmlFor={textId}>Text</label>
          <Input.TextArea
            id={textId}
            value={draft.content}
            onChange={(event) => change({ content: event.target.value })}
            autoSize={{ minRows: 14, maxRows: 40 }}
            maxLength={DRAFT_CONTENT_MAX}
            aria-describedby={statsId}
            placeholder="Write, paste or reopen a draft…"
          />
          <TextStatsLine id={statsId} text={draft.content} />
        </div>
        <div className="pw-editor__actions">
          <Button type="primary" onClick={editor.save} loading={editor.saving}>
            Save
          </Button>
          <ExportControl title={draft.title} content={draft.content} />
          <Button onClick={editor.startNew}>New Draft</Button>
        </div>
      </section>
      <DraftsList openId={draft.id} busyId={editor.openingId} onOpen={editor.open} onDelete={editor.remove} />
    </div>
  );
}
