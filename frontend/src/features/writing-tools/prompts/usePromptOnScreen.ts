import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../app/toast';
import {
  isExhausted,
  useGetPromptQuery,
  useLazyGetRandomPromptQuery,
  useResetPromptHistoryMutation,
  type PromptCategory,
  type RandomPromptAnswer,
} from '../api/promptsApi';
import { usePinnedPromptId } from '../useWritingToolsTab';

export interface PromptOnScreen {
  answer: RandomPromptAnswer | undefined;
  loading: boolean;
  failed: boolean;
  category: PromptCategory | null;
  resetting: boolean;
  /** New Prompt and the category buttons; `null` asks for any category. */
  newPrompt(category: PromptCategory | null): void;
  tryAgain(): void;
  startOver(): void;
}

/**
 * The prompt the tab shows: the one `&prompt={id}` names (Start Writing), else a random unseen one, fetched
 * when the tab opens and whenever the member asks for another. Spec section 8's toasts announce what the
 * member asked for; the first prompt arrives without one.
 */
export function usePromptOnScreen(): PromptOnScreen {
  const toast = useToast();
  const [pinnedId, unpin] = usePinnedPromptId();
  const pinned = useGetPromptQuery(pinnedId ?? skipToken);
  const [fetchRandom, random] = useLazyGetRandomPromptQuery();
  const [reset, resetState] = useResetPromptHistoryMutation();
  const [category, setCategory] = useState<PromptCategory | null>(null);
  const asked = useRef(false);

  const ask = useCallback(
    async (next: PromptCategory | null, announce: boolean) => {
      asked.current = true;
      setCategory(next);
      unpin();
      const { data } = await fetchRandom(next);
      if (announce && data && !isExhausted(data)) toast.success('New Prompt Generated', `“${data.title}” is ready.`);
    },
    [fetchRandom, toast, unpin],
  );

  useEffect(() => {
    if (pinnedId === null && !asked.current) void ask(null, false);
  }, [pinnedId, ask]);

  const shown = pinnedId === null ? random : pinned;

  const startOver = useCallback(async () => {
    try {
      await reset().unwrap();
    } catch (error) {
      toast.error('Reset Failed', serverMessage(error, 'Failed to reset prompt history'));
      return;
    }
    toast.success('Prompt History Reset', 'Every prompt is new to you again.');
    await ask(category, false);
  }, [ask, category, reset, toast]);

  return {
    answer: shown.data,
    loading: shown.isFetching,
    failed: shown.isError && !shown.isFetching,
    category,
    resetting: resetState.isLoading,
    newPrompt: (next) => void ask(next, true),
    tryAgain: () => (pinnedId === null ? void ask(category, false) : void pinned.refetch()),
    startOver: () => void startOver(),
  };
}
