import { toast } from 'sonner';
import { SELLER_TOAST_MS, TOAST_MS, TOAST_MS_ACCOUNT } from '../../contract/constants.ts';
import { knownText } from './known-text.ts';

// The one way the storefront shows a toast. The durations are the shop's rules, kept here and nowhere
// else: browsing screens 2 s for good news and 3 s for failures (rules/storefront §9), account screens
// 3 s and 4 s (rules/accounts §9), the seller form 5 s, and an Undo toast 6 s so its button can be pressed.
// A message that is one of the listed English texts (web/lib/known-text.ts) shows in the page's language.

/** Which screens' timing a toast follows. */
export type ToastTiming = 'browsing' | 'account' | 'seller';

export const UNDO_TOAST_MS = 6000;

const DURATIONS: Record<ToastTiming, { success: number; error: number }> = {
  browsing: TOAST_MS,
  account: TOAST_MS_ACCOUNT,
  seller: { success: SELLER_TOAST_MS, error: SELLER_TOAST_MS },
};

export interface NotifyOptions {
  /** Replaces an earlier toast with the same id instead of stacking another. */
  id?: string | number;
}

/** Good news. */
export function notifySuccess(
  message: string,
  timing: ToastTiming = 'browsing',
  options: NotifyOptions = {},
) {
  return toast.success(knownText(message), { duration: DURATIONS[timing].success, ...options });
}

/** A failure; server texts may hold several lines (sign-up joins its field errors with newlines). */
export function notifyError(message: string, timing: ToastTiming = 'browsing', options: NotifyOptions = {}) {
  // Only a text of several lines needs its line breaks kept; one line is shown as it is.
  const lines = message.includes('\n') ? { className: 'whitespace-pre-line' } : {};
  return toast.error(knownText(message), { duration: DURATIONS[timing].error, ...lines, ...options });
}

/** Something to know that is neither good news nor a failure. */
export function notifyInfo(message: string, timing: ToastTiming = 'browsing', options: NotifyOptions = {}) {
  return toast.info(knownText(message), { duration: DURATIONS[timing].success, ...options });
}

/** A call on its way; returns the id that notifySuccess or notifyError then replace with the outcome. */
export function notifyLoading(message: string) {
  return toast.loading(knownText(message));
}

/** Good news with an Undo button, kept long enough to press it. */
export function notifyUndo(message: string, undo: { label: string; onClick: () => void }) {
  return toast.success(knownText(message), { duration: UNDO_TOAST_MS, action: undo });
}

/** Takes a toast (or all of them) away. */
export function dismissToast(id?: string | number) {
  toast.dismiss(id);
}
