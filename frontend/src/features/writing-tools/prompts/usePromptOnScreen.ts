import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../app/toast';
import {
  isExhausted,
  promptsApi,
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
 * Whether the random prompt the server asked for the page it rendered (app/ssr/routeData.ts: the page's data block)
 * has been shown: it is the first prompt of the page's first visit only; every later one is asked anew.
 */
let servedPromptTaken = false;

/**
 * The prompt the tab shows: the one `&prompt={id}` names (Start Writing), else a random unseen one, fetched
 * when the tab opens and whenever the member asks for another. Spec section 8's toasts announce what the
 * member asked for; the first prompt arrives without one. On a page the server rendered for the member, the first
 * random prompt is the one the server asked (and rendered): it is taken from the store rather than asked again.
 */
export function usePromptOnScreen(): PromptOnScreen {
  const toast = useToast();
  const [pinnedId, unpin] = usePinnedPromptId();
  const pinned = useGetPromptQuery(pinnedId ?? skipToken);
  const [fetchRandom, random] = useLazyGetRandomPromptQuery();
  const served = promptsApi.endpoints.getRandomPrompt.useQueryState(
    pinnedId === null && !servedPromptTaken ? null : skipToken,
  );
  const [reset, resetState] = useResetPromptHistoryMutation();
  const [category, setCategory] = useState<PromptCategory | null>(null);
  const asked = useRef(false);

  const ask = useCallback(
    async (next: PromptCategory | null, announce: boolean) => {
      asked.current = true;
      const firstOfPage = !servedPromptTaken;
      servedPromptTaken = true;
      setCategory(next);
      unpin();
      // The page's first prompt may already be in the store (the server's): taken as it is, not recorded again.
      const { data } = await fetchRandom(next, firstOfPage && next === null);
      if (announce && data && !isExhausted(data)) toast.success('New Prompt Generated', `“${data.title}” is ready.`);
    },
    [fetchRandom, toast, unpin],
  );

  useEffect(() => {
    if (pinnedId === null && !asked.current) void ask(null, false);
  }, [pinnedId, ask]);

  // Until the first prompt is asked (the server's rendering, and hydration), the server's prompt if it sent one.
  const waiting = pinnedId === null && random.isUninitialized;
  const shown = pinnedId === null ? (waiting && served.data ? served : random) : pinned;

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
    // Before the first prompt is asked, its place is held (no shift when it comes).
    loading: shown.isFetching || (waiting && !served.data),
    failed: shown.isError && !shown.isFetching,
    category,
    resetting: resetState.isLoading,
    newPrompt: (next) => void ask(next, true),
    tryAgain: () => (pinnedId === null ? void ask(category, false) : void pinned.refetch()),
    startOver: () => void startOver(),
  };
}
