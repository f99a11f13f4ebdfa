import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/endpoints.ts';
import { call } from '../../../lib/call.ts';

export type VerifyOtpBody = BodyOf<'verifyOtp'>;

export function verifyOtp(body: VerifyOtpBody) {
  return call('verifyOtp', { body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
