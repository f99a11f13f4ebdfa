import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponse, resetPasswordBody } from '../../../../contract/auth.ts';
import { apiPatch } from '../../../lib/api.ts';

// PATCH /api/user/auth/forgot-password/reset-password {tempToken, newPassword} → {success, message}.
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export function resetPassword(body: ResetPasswordBody) {
  return apiPatch<z.infer<typeof messageResponse>>('/user/auth/forgot-password/reset-password', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
