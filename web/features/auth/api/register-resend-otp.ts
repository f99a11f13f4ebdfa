import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/endpoints.ts';
import { call } from '../../../lib/call.ts';

export type RegisterResendBody = BodyOf<'registerResend'>;

export function resendRegistrationCode(body: RegisterResendBody) {
  return call('registerResend', { body });
}

export function useResendRegistrationCode() {
  return useMutation({ mutationFn: resendRegistrationCode });
}
