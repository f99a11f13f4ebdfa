import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendOtpBody, sendOtpResponse } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';

// POST /api/user/auth/resend-otp {phone, referredBy?} → {success, message, sessionId, resendAfter}:
// a new code under a new session id.
export type ResendOtpBody = z.input<typeof sendOtpBody>;
export type ResendOtpAnswer = z.infer<typeof sendOtpResponse>;

export function resendOtp(body: ResendOtpBody) {
  return apiPost<ResendOtpAnswer>('/user/auth/resend-otp', { body });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
