import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponse } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';

// POST /api/user/auth/forgot-password/send-otp {email} or {phone} → {success, message}. The answer is
// the same whether or not an account matches.
export type RecoverySendBody = { email: string } | { phone: string };

export function sendRecoveryCode(body: RecoverySendBody) {
  return apiPost<z.infer<typeof messageResponse>>('/user/auth/forgot-password/send-otp', { body });
}

export function useSendRecoveryCode() {
  return useMutation({ mutationFn: sendRecoveryCode });
}
