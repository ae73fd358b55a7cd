import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, serverMessage } from '../../api/errors';
import { usePageHold } from '../../app/layout/pageHold';
import { useToast } from '../../app/toast';
import { useLogoutMutation } from './authApi';

/**
 * The header's Sign Out (spec section 4): end the session, then go home even if the call failed,
 * so the person is never stuck on a members' page; a failure is reported in a toast.
 *
 * The page is taken down first (a spinner in its place), so that when the call succeeds and the API cache is
 * emptied (authApi's logout) no signed-in page is there to ask for its data again with the ended session, and no
 * guard of a members' page sends the person to /login on seeing nobody. Home and the page's return come in one
 * transition: the spinner stays until home is ready.
 */
export function useSignOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const holdPage = usePageHold();
  const toast = useToast();

  const signOut = useCallback(async () => {
    holdPage(true);
    try {
      await logout().unwrap();
    } catch (error) {
      toast.error('Logout failed', serverMessage(error, describeError(error)));
    } finally {
      startTransition(() => {
        void navigate('/');
        holdPage(false);
      });
    }
  }, [logout, navigate, holdPage, toast]);

  return { signOut, signingOut: isLoading };
}
