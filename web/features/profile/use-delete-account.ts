import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { tr } from '../../i18n/texts.ts';
import { unwrap } from '../../lib/api.ts';
import { clearSignIn } from '../../lib/auth-storage.ts';
import { notifyError } from '../../lib/notify.ts';
import { profileQueryKey } from '../../lib/profile.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { deleteAccount } from './api/delete-account.ts';

/**
 * Account deletion (rules/accounts §4): on success the stored sign-in and cached profile are forgotten,
 * an alert confirms it and the shopper goes to /login.
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const action = useAccountAction({
    mutationFn: () => unwrap(deleteAccount()),
    onSuccess: () => {
      clearSignIn();
      client.removeQueries({ queryKey: profileQueryKey, exact: true });
      window.alert(tr('account:profile.messages.deleted'));
      navigate(ROUTES.login, { replace: true });
    },
    onError: () => notifyError(tr('account:profile.messages.deleteFailed'), 'account'),
  });
  // Deleted: the dialog stays busy until /login opens.
  const pending = action.isPending || action.isSuccess;

  return {
    deleteAccount: () => {
      if (!pending) action.mutate();
    },
    pending,
  };
}
