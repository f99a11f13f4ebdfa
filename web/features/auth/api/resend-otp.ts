import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/endpoints.ts';
import { call } from '../../../lib/call.ts';

// A new code under a new session id.
export type ResendOtpBody = BodyOf<'resendOtp'>;

export function resendOtp(body: ResendOtpBody) {
  return call('resendOtp', { body });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
