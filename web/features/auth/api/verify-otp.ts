import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignInResponse, verifyOtpBody } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';

// POST /api/user/auth/verify-otp {phone, otp, sessionId, referredBy?} → {success, message, user,
// accessToken, token}.
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

export function verifyOtp(body: VerifyOtpBody) {
  return apiPost<SignInResponse>('/user/auth/verify-otp', { body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
