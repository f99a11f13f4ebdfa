import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_MS } from '../../../contract/auth.ts';
import { TOAST_MS_ACCOUNT } from '../../../contract/constants.ts';
import { PROFILE_MESSAGES } from '../../../contract/profile.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { clearSignIn } from '../../lib/auth-storage.ts';
import { profileQueryKey } from '../../lib/profile.ts';
import { isAuthFailure } from '../../lib/session-expiry.ts';
import { logout } from './api/logout.ts';

/**
 * Logout (accounts §4, §8): the server ends the session, the stored sign-in and cached profile are
 * forgotten and the shopper lands on /signin after 1 s. A session the server no longer knows (401)
 * is just as ended, so that path is the same.
 */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();

  async function run() {
    if (pending) return;
    setPending(true);
    const result = await logout();
    if (!result.success && !isAuthFailure(result)) {
      setPending(false);
      toast.error(PROFILE_MESSAGES.logoutFailed, { duration: TOAST_MS_ACCOUNT.error });
      return;
    }
    toast.success(PROFILE_MESSAGES.loggedOut, { duration: TOAST_MS_ACCOUNT.success });
    clearSignIn();
    client.removeQueries({ queryKey: profileQueryKey, exact: true });
    window.setTimeout(() => navigate(ROUTES.signin), REDIRECT_MS.afterLogout);
  }

  return { logout: run, pending };
}
