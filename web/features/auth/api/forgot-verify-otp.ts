import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import type { RecoverySendBody } from './forgot-send-otp.ts';

// A right code answers with the short-lived permission (tempToken) that sets the new password.
export type RecoveryVerifyBody = RecoverySendBody & { otp: string };

export function verifyRecoveryCode(body: RecoveryVerifyBody) {
  return call('resetVerifyOtp', { body });
}

export function useVerifyRecoveryCode() {
  return useMutation({ mutationFn: verifyRecoveryCode });
}
