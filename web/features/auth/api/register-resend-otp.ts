import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { codeSentResponse, phoneOnlyBody } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';

// POST /api/user/auth/register/resend-otp {phone} → {success, message, resendAfter}.
export type RegisterResendBody = z.input<typeof phoneOnlyBody>;
export type RegisterResendAnswer = z.infer<typeof codeSentResponse>;

export function resendRegistrationCode(body: RegisterResendBody) {
  return apiPost<RegisterResendAnswer>('/user/auth/register/resend-otp', { body });
}

export function useResendRegistrationCode() {
  return useMutation({ mutationFn: resendRegistrationCode });
}
