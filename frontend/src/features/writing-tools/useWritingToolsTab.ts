import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const WRITING_TOOLS_TABS = ['prompts', 'editor', 'tools'] as const;
export type WritingToolsTab = (typeof WRITING_TOOLS_TABS)[number];

const isTab = (value: string | null): value is WritingToolsTab =>
  (WRITING_TOOLS_TABS as readonly string[]).includes(value ?? '');

/**
 * The page's tab lives in the URL (D11: `?tab=prompts|editor|tools`), so Quick Tools, Get New Prompt and Start
 * Writing can link straight to one, and Back returns to it. Prompts is the default.
 */
export function useWritingToolsTab(): [WritingToolsTab, (tab: WritingToolsTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = isTab(requested) ? requested : 'prompts';
  const select = useCallback(
    (tab: WritingToolsTab) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [active, select];
}

/** `&prompt={id}`: the prompt Start Writing opened (D5, D11); null when absent or not an id. */
export function usePinnedPromptId(): [number | null, () => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('prompt');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const pinned = raw !== null;
  const unpin = useCallback(() => {
    if (!pinned) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('prompt');
        return next;
      },
      { replace: true },
    );
  }, [pinned, setParams]);
  return [id, unpin];
}
