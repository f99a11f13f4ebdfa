import { toast } from 'sonner';
import { TOAST_MS_ACCOUNT } from '../../../contract/constants.ts';
import { ApiRequestError } from '../../lib/api.ts';

// Toasts of the checkout screens (accounts §9: 3 s for good news, 4 s for failures).

export const notifySuccess = (message: string) =>
  toast.success(message, { duration: TOAST_MS_ACCOUNT.success });
export const notifyError = (message: string) => toast.error(message, { duration: TOAST_MS_ACCOUNT.error });

/**
 * What a failed call says (accounts §8): our server's own words when it refused; `failed` when an
 * answer came without them; `noAnswer` when none came at all (the network, or an unreadable answer).
 */
export function failureMessage(error: unknown, failed: string, noAnswer: string): string {
  if (!(error instanceof ApiRequestError)) return noAnswer;
  if (error.body.success === false) return error.body.message.trim() || failed;
  return error.status === 500 ? noAnswer : failed;
}
