import type { PublicUser } from '../../../../contract/auth.ts';
import type { ApiResult } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';

// Multipart, with only the changed fields among name, email, phone, gender and image (a file);
// failures 400/409/413/415 { success: false, message, errors? }.

/** The answer as read: a 204, or an answer without the user, means the changes were taken as sent. */
export interface ProfileUpdateBody {
  message?: string;
  user?: PublicUser;
  /** The stored photo's file name (under /uploads). */
  image?: string | null;
}

export function updateProfile(form: FormData): Promise<ApiResult<ProfileUpdateBody | null>> {
  return call('profileUpdate', { form });
}
