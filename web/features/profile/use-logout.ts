import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { REDIRECT_MS } from '../../../contract/auth.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { tr } from '../../i18n/texts.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { clearSignIn } from '../../lib/auth-storage.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { profileQueryKey } from '../../lib/profile.ts';
import { isAuthFailure } from '../../lib/session-expiry.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { logout } from './api/logout.ts';

/**
 * Logout (rules/accounts §4, §8): the server ends the session, the stored sign-in and cached profile are
 * forgotten and the shopper lands on /signin after 1 s. A session the server no longer knows (401)
 * is just as ended, so that path is the same (not the lost-session one).
 */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const action = useAccountAction({
    mutationFn: async () => {
      const result = await logout();
      if (!result.success && !isAuthFailure(result)) throw new ApiRequestError(result);
    },
    onSuccess: () => {
      notifySuccess(tr('account:profile.messages.loggedOut'), 'account');
      clearSignIn();
      client.removeQueries({ queryKey: profileQueryKey, exact: true });
      window.setTimeout(() => navigate(ROUTES.signin), REDIRECT_MS.afterLogout);
    },
    onError: () => notifyError(tr('account:profile.messages.logoutFailed'), 'account'),
  });
  // Logged out: the button stays busy until /signin opens.
  const pending = action.isPending || action.isSuccess;

  return {
    logout: () => {
      if (!pending) action.mutate();
    },
    pending,
  };
}
