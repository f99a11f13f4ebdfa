import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PublicUser } from '../../../contract/auth.ts';
import { TOAST_MS_ACCOUNT } from '../../../contract/constants.ts';
import { PROFILE_MESSAGES, type ProfileUpdateFields } from '../../../contract/profile.ts';
import type { ApiErrorBody } from '../../lib/api.ts';
import { updateStoredUser } from '../../lib/auth-storage.ts';
import { isServerRefusal, type ProfileData, profileQueryKey, readProfileUser } from '../../lib/profile.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { updateProfile } from './api/update-profile.ts';
import { toFormData } from './profile-form.ts';

export type FieldError = { field: string; msg: string };

export type SaveOutcome =
  | { status: 'saved'; user: PublicUser }
  | { status: 'unchanged' }
  | { status: 'failed'; fieldErrors: FieldError[] };

/** Conflicts name no field; their texts tell which one is taken. */
function fieldErrorsOf(error: ApiErrorBody): FieldError[] {
  const listed = Array.isArray(error.errors) ? error.errors : [];
  if (listed.length > 0) return listed;
  if (error.message === PROFILE_MESSAGES.emailTaken) return [{ field: 'email', msg: error.message }];
  if (error.message === PROFILE_MESSAGES.phoneTaken) return [{ field: 'phone', msg: error.message }];
  return [];
}

/**
 * Saves Account Details (accounts §5, §7, §8): only changed fields go (none at all → 'No changes to
 * save' and no request); success updates the cached profile, the stored name and email, and keeps
 * the returned photo.
 */
export function useSaveProfile() {
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const expire = useSessionExpiry();

  async function save(
    user: PublicUser,
    changes: ProfileUpdateFields,
    image: File | null,
  ): Promise<SaveOutcome> {
    if (Object.keys(changes).length === 0 && !image) {
      toast.info(PROFILE_MESSAGES.noChanges, { duration: TOAST_MS_ACCOUNT.success });
      return { status: 'unchanged' };
    }
    setSaving(true);
    const result = await updateProfile(toFormData(changes, image));
    setSaving(false);

    if (result.success && result.data?.success !== false) {
      const body = result.data;
      // A 204 (or an answer without the user) means the server took the changes as sent.
      const saved = readProfileUser(body?.user) ?? { ...user, ...changes };
      const next: PublicUser = { ...saved, image: body?.image !== undefined ? body.image : saved.image };
      client.setQueryData<ProfileData>(profileQueryKey, { success: true, user: next });
      updateStoredUser({ name: next.name, email: next.email });
      toast.success(PROFILE_MESSAGES.updated, { duration: TOAST_MS_ACCOUNT.success });
      return { status: 'saved', user: next };
    }

    const error: ApiErrorBody = result.success
      ? { success: false, message: result.data?.message || PROFILE_MESSAGES.updateFailed }
      : result.error;
    if (!result.success && expire(result)) return { status: 'failed', fieldErrors: [] };
    const message = isServerRefusal(error)
      ? error.message || PROFILE_MESSAGES.updateFailed
      : PROFILE_MESSAGES.updateError;
    toast.error(message, { duration: TOAST_MS_ACCOUNT.error });
    return { status: 'failed', fieldErrors: isServerRefusal(error) ? fieldErrorsOf(error) : [] };
  }

  return { save, saving };
}
