import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/endpoints.ts';
import { call } from '../../../lib/call.ts';

export type ResetPasswordBody = BodyOf<'resetPassword'>;

export function resetPassword(body: ResetPasswordBody) {
  return call('resetPassword', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
