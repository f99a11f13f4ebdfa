import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/endpoints.ts';
import { call } from '../../../lib/call.ts';

// The answer's session id goes back with the code.
export type SendOtpBody = BodyOf<'sendOtp'>;

export function sendOtp(body: SendOtpBody) {
  return call('sendOtp', { body });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
