import { toast } from 'sonner';
import { TOAST_MS_ACCOUNT } from '../../../contract/constants.ts';

// Account screens keep their toasts a little longer than the shop's (accounts §9: 3 s / 4 s).

export function notifySuccess(message: string): void {
  toast.success(message, { duration: TOAST_MS_ACCOUNT.success });
}

/** Server texts may hold several lines (sign-up joins its field errors with newlines). */
export function notifyError(message: string): void {
  toast.error(message, { duration: TOAST_MS_ACCOUNT.error, className: 'whitespace-pre-line' });
}
