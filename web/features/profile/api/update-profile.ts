import type { PublicUser } from '../../../../contract/auth.ts';
import { type ApiResult, apiPatch } from '../../../lib/api.ts';

// PATCH /api/user/profile/update (bearer, multipart/form-data) with only the changed fields among
// name, email, phone, gender and image (a file) → { success, message, user, image }; failures
// 400/409/413/415 { success: false, message, errors? }.

export interface ProfileUpdateBody {
  success?: boolean;
  message?: string;
  user?: PublicUser;
  /** The stored photo's file name (under /uploads). */
  image?: string | null;
}

export function updateProfile(form: FormData): Promise<ApiResult<ProfileUpdateBody | null>> {
  return apiPatch<ProfileUpdateBody | null>('/user/profile/update', { auth: true, form });
}
