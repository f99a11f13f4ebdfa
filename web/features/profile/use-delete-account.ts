import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TOAST_MS_ACCOUNT } from '../../../contract/constants.ts';
import { PROFILE_MESSAGES } from '../../../contract/profile.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { clearSignIn } from '../../lib/auth-storage.ts';
import { profileQueryKey } from '../../lib/profile.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { deleteAccount } from './api/delete-account.ts';

/**
 * Account deletion (accounts §4): on success the stored sign-in and cached profile are forgotten,
 * an alert confirms it and the shopper goes to /login.
 */
export function useDeleteAccount() {
  const [pending, setPending] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const expire = useSessionExpiry();

  async function run(): Promise<void> {
    if (pending) return;
    setPending(true);
    const result = await deleteAccount();
    if (!result.success) {
      setPending(false);
      if (!expire(result)) toast.error(PROFILE_MESSAGES.deleteFailed, { duration: TOAST_MS_ACCOUNT.error });
      return;
    }
    clearSignIn();
    client.removeQueries({ queryKey: profileQueryKey, exact: true });
    window.alert(PROFILE_MESSAGES.deleted);
    navigate(ROUTES.login, { replace: true });
  }

  return { deleteAccount: run, pending };
}
