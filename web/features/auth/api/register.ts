import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/endpoints.ts';
import { call } from '../../../lib/call.ts';

// Sends the code that confirms the phone; the account exists once it is verified.
export type RegisterBody = BodyOf<'register'>;

export function register(body: RegisterBody) {
  return call('register', { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
