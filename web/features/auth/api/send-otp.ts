import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendOtpBody, sendOtpResponse } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';

// POST /api/user/auth/send-otp {phone, referredBy?} → {success, message, sessionId, resendAfter}.
export type SendOtpBody = z.input<typeof sendOtpBody>;
export type SendOtpAnswer = z.infer<typeof sendOtpResponse>;

export function sendOtp(body: SendOtpBody) {
  return apiPost<SendOtpAnswer>('/user/auth/send-otp', { body });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
