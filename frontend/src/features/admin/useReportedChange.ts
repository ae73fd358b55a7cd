import { useCallback } from 'react';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';

/**
 * Runs an editor's change and says how it went (spec section 8): the success text, or the failure text with
 * the server's message ('An error occurred' when it sent none). Resolves to whether the change was made.
 */
export function useReportedChange() {
  const toast = useToast();
  return useCallback(
    async (change: Promise<unknown>, texts: { success: string; failure: string }): Promise<boolean> => {
      try {
        await change;
        toast.success(texts.success);
        return true;
      } catch (error) {
        toast.error(texts.failure, serverMessage(error, 'An error occurred'));
        return false;
      }
    },
    [toast],
  );
}
