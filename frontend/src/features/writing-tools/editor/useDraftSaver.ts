import { errorCode, serverMessage } from '../../../api/errors';
import { useToast } from '../../../app/toast';
import { useCreateDraftMutation, useUpdateDraftMutation, type DraftInput, type WritingDraft } from '../api/draftsApi';
import { plural } from '../textStats';

/** A draft saved without a title is kept under this one. */
export const UNTITLED = 'Untitled draft';

/**
 * Save Draft (prompts tab) and Save (editor), D5: the first save creates the draft, later ones replace it. A
 * draft deleted meanwhile (DRAFT_NOT_FOUND) is created again rather than lost. Answers the stored draft, or null on a
 * failure, which a toast explains with the server's message (413 names the limit).
 */
export function useDraftSaver() {
  const [create, createState] = useCreateDraftMutation();
  const [update, updateState] = useUpdateDraftMutation();
  const toast = useToast();

  async function store(id: number | null, input: DraftInput): Promise<WritingDraft> {
    if (id === null) return create(input).unwrap();
    try {
      return await update({ id, ...input }).unwrap();
    } catch (error) {
      if (errorCode(error) === 'DRAFT_NOT_FOUND') return create(input).unwrap();
      throw error;
    }
  }

  async function save(id: number | null, input: DraftInput): Promise<WritingDraft | null> {
    const title = input.title.trim() || UNTITLED;
    try {
      const draft = await store(id, { ...input, title });
      toast.success('Draft Saved', `“${draft.title}” is saved (${plural(draft.wordCount, 'word')}).`);
      return draft;
    } catch (error) {
      toast.error('Save Failed', serverMessage(error, 'Failed to save draft. Please try again.'));
      return null;
    }
  }

  return { save, saving: createState.isLoading || updateState.isLoading };
}
