import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

// The answer is the same whether or not an account matches.
export type RecoverySendBody = { email: string } | { phone: string };

export function sendRecoveryCode(body: RecoverySendBody) {
  return call('resetSendOtp', { body });
}

export function useSendRecoveryCode() {
  return useMutation({ mutationFn: sendRecoveryCode });
}
