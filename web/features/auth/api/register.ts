import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { codeSentResponse, registerBody } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';

// POST /api/user/auth/register {name, email, phone, referredBy?} → {success, message, resendAfter};
// 400 → {message, errors: [{field, msg}]}.
export type RegisterBody = z.input<typeof registerBody>;
export type RegisterAnswer = z.infer<typeof codeSentResponse>;

export function register(body: RegisterBody) {
  return apiPost<RegisterAnswer>('/user/auth/register', { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
