import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contract/auth.ts';
import { PROFILE_MESSAGES, type ProfileUpdateFields } from '../../../contract/profile.ts';
import { tr } from '../../i18n/texts.ts';
import { unwrap } from '../../lib/api.ts';
import { updateStoredUser } from '../../lib/auth-storage.ts';
import { failureText, fieldErrors, isRefusal, refusalMessage } from '../../lib/failure.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { type ProfileData, profileQueryKey, readProfileUser } from '../../lib/profile.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { setAccountData } from '../../lib/use-account-query.ts';
import { updateProfile } from './api/update-profile.ts';
import { toFormData } from './profile-form.ts';

export type FieldError = { field: string; msg: string };

export type SaveOutcome =
  | { status: 'saved'; user: PublicUser }
  | { status: 'unchanged' }
  | { status: 'failed'; fieldErrors: FieldError[] };

/** The fields a refusal names; conflicts name none, but their texts tell which one is taken. */
function fieldErrorsOf(error: unknown): FieldError[] {
  const listed = fieldErrors(error);
  if (listed.length > 0) return listed;
  // The server says it in the page's language: the contract's English or the Hindi of the same text.
  const message = refusalMessage(error);
  const says = (key: 'emailTaken' | 'phoneTaken') =>
    message === PROFILE_MESSAGES[key] || message === tr(`account:profile.messages.${key}`);
  if (message && says('emailTaken')) return [{ field: 'email', msg: message }];
  if (message && says('phoneTaken')) return [{ field: 'phone', msg: message }];
  return [];
}

interface SaveInput {
  user: PublicUser;
  changes: ProfileUpdateFields;
  image: File | null;
}

/**
 * Saves Account Details (rules/accounts §5, §7, §8): only changed fields go (none at all → 'No changes to
 * save' and no request); success updates the cached profile, the stored name and email, and keeps
 * the returned photo.
 */
export function useSaveProfile() {
  const client = useQueryClient();
  const action = useAccountAction({
    mutationFn: async ({ user, changes, image }: SaveInput): Promise<PublicUser> => {
      const body = await unwrap(updateProfile(toFormData(changes, image)));
      // A 204 (or an answer without the user) means the server took the changes as sent.
      const saved = readProfileUser(body?.user) ?? { ...user, ...changes };
      return { ...saved, image: body?.image !== undefined ? body.image : saved.image };
    },
    onSuccess: (next) => {
      setAccountData<ProfileData>(client, profileQueryKey, { success: true, user: next });
      updateStoredUser({ name: next.name, email: next.email });
      notifySuccess(tr('account:profile.messages.updated'), 'account');
    },
    // Only the server's own refusal is an answer; anything else means the update got none.
    onError: (error) =>
      notifyError(
        failureText(error, {
          failed: tr('account:profile.messages.updateFailed'),
          noAnswer: tr('account:profile.messages.updateError'),
          noAnswerWhen: 'not-refused',
        }),
        'account',
      ),
  });

  async function save(
    user: PublicUser,
    changes: ProfileUpdateFields,
    image: File | null,
  ): Promise<SaveOutcome> {
    if (Object.keys(changes).length === 0 && !image) {
      notifyInfo(tr('account:profile.messages.noChanges'), 'account');
      return { status: 'unchanged' };
    }
    try {
      return { status: 'saved', user: await action.mutateAsync({ user, changes, image }) };
    } catch (error) {
      return { status: 'failed', fieldErrors: isRefusal(error) ? fieldErrorsOf(error) : [] };
    }
  }

  return { save, saving: action.isPending };
}
