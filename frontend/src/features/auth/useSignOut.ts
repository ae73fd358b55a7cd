import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { useLogoutMutation } from './authApi';

/**
 * The header's Sign Out (spec section 4): end the session, then go home even if the call failed,
 * so the person is never stuck on a members' page; a failure is reported in a toast.
 */
export function useSignOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      toast.error('Logout failed', serverMessage(error, describeError(error)));
    } finally {
      navigate('/');
    }
  }, [logout, navigate, toast]);

  return { signOut, signingOut: isLoading };
}
