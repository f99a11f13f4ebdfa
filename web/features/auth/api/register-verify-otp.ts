import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { phoneOtpBody } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';

// POST /api/user/auth/register/verify-otp {phone, otp} → {success, message}: the account exists.
export type RegisterVerifyBody = z.input<typeof phoneOtpBody>;

export function verifyRegistration(body: RegisterVerifyBody) {
  return apiPost<{ success?: boolean; message?: string }>('/user/auth/register/verify-otp', { body });
}

export function useVerifyRegistration() {
  return useMutation({ mutationFn: verifyRegistration });
}
