import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../app/toast';
import {
  useDeleteDraftMutation,
  useLazyGetDraftQuery,
  type DraftFormat,
  type WritingDraftSummary,
} from '../api/draftsApi';
import { useDraftSaver } from './useDraftSaver';

export interface EditorDraft {
  /** The stored draft this text is, once saved or opened; null for a new one. */
  id: number | null;
  title: string;
  format: DraftFormat;
  content: string;
  promptId: number | null;
}

const BLANK: EditorDraft = { id: null, title: '', format: 'article', content: '', promptId: null };

/** The editor's text and its drafts: Save, reopen a saved draft, start a new one, delete one. */
export function useDraftEditor() {
  const [draft, setDraft] = useState<EditorDraft>(BLANK);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [fetchDraft] = useLazyGetDraftQuery();
  const [deleteDraft] = useDeleteDraftMutation();
  const { save, saving } = useDraftSaver();
  const toast = useToast();

  const change = (fields: Partial<EditorDraft>) => setDraft((current) => ({ ...current, ...fields }));

  async function saveDraft() {
    const { id, ...input } = draft;
    const saved = await save(id, input);
    if (saved) change({ id: saved.id, title: saved.title });
  }

  async function open(summary: WritingDraftSummary) {
    setOpeningId(summary.id);
    try {
      const opened = await fetchDraft(summary.id).unwrap();
      const { id, title, format, content, promptId } = opened;
      setDraft({ id, title, format, content, promptId });
    } catch (error) {
      toast.error('Open Failed', serverMessage(error, 'Failed to open the draft. Please try again.'));
    } finally {
      setOpeningId(null);
    }
  }

  async function remove(summary: WritingDraftSummary) {
    try {
      await deleteDraft(summary.id).unwrap();
    } catch (error) {
      toast.error('Delete Failed', serverMessage(error, 'Failed to delete the draft. Please try again.'));
      return;
    }
    toast.success('Draft Deleted', `“${summary.title}” is deleted.`);
    // The text stays on screen: deleting the stored copy does not throw away what the member sees.
    setDraft((current) => (current.id === summary.id ? { ...current, id: null } : current));
  }

  return {
    draft,
    change,
    saving,
    openingId,
    save: () => void saveDraft(),
    open: (summary: WritingDraftSummary) => void open(summary),
    remove: (summary: WritingDraftSummary) => void remove(summary),
    startNew: () => setDraft(BLANK),
  };
}
