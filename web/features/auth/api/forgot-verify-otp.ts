import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetVerifyResponse } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';
import type { RecoverySendBody } from './forgot-send-otp.ts';

// POST /api/user/auth/forgot-password/verify-otp {email|phone, otp} → {success, message, tempToken}.
export type RecoveryVerifyBody = RecoverySendBody & { otp: string };
export type RecoveryVerifyAnswer = Partial<z.infer<typeof resetVerifyResponse>>;

export function verifyRecoveryCode(body: RecoveryVerifyBody) {
  return apiPost<RecoveryVerifyAnswer>('/user/auth/forgot-password/verify-otp', { body });
}

export function useVerifyRecoveryCode() {
  return useMutation({ mutationFn: verifyRecoveryCode });
}
