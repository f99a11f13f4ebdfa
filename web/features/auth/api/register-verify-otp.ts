import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/endpoints.ts';
import { call } from '../../../lib/call.ts';

// A right code creates the account.
export type RegisterVerifyBody = BodyOf<'registerVerify'>;

export function verifyRegistration(body: RegisterVerifyBody) {
  return call('registerVerify', { body });
}

export function useVerifyRegistration() {
  return useMutation({ mutationFn: verifyRegistration });
}
