import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

// The identifier is an email or a phone.
export interface LoginBody {
  identifier: string;
  password: string;
}

export function login(body: LoginBody) {
  return call('login', { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
