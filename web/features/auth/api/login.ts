import { useMutation } from '@tanstack/react-query';
import type { SignInResponse } from '../../../../contract/auth.ts';
import { apiPost } from '../../../lib/api.ts';

// POST /api/user/auth/login {identifier, password} → the sign-in answer (user, accessToken, token).
export interface LoginBody {
  identifier: string;
  password: string;
}

export function login(body: LoginBody) {
  return apiPost<SignInResponse>('/user/auth/login', { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
