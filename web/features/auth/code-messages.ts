import { AUTH_MESSAGES, OTP_MAX_ATTEMPTS } from '../../../contract/auth.ts';
import { localize, tr } from '../../i18n/texts.ts';

// What a refused one-time code says to the shopper. The server has one answer for a wrong, expired or
// used-up code (AUTH_MESSAGES.codeInvalid: '... Please request a new one.'), because it must not tell
// a stranger which it was. The screen knows more: while the resend lock runs the code is at most
// 30 seconds old, so it cannot have expired, and asking for a new one is not yet possible. Then the
// useful advice is to check the digits. The spec's own texts (e.g. 'OTP verification failed!',
// 'Invalid OTP') are never replaced.

/** A wrong code while Resend is still locked. */
export const WRONG_CODE_MESSAGE = 'Wrong code. Check it and try again.';
/** Wrong too often (the server stops accepting the code) while Resend is still locked. */
export const CODE_USED_UP_MESSAGE = 'Too many wrong tries. Ask for a new code when Resend is ready.';

/**
 * A message of the auth screens in the shown language. The screens keep the fixed English texts
 * (AUTH_MESSAGES, the form rules', the ones above); their words are auth:messages. A server's answer
 * is already in the shopper's language and passes unchanged.
 */
export function authText(message: string): string;
export function authText(message: string | null | undefined): string | undefined;
export function authText(message: string | null | undefined): string | undefined {
  return localize(message ?? undefined, 'auth:messages');
}

/**
 * Whether `message` is the contract's AUTH_MESSAGES[key]: in English, or in the shown language (the
 * server answers a Hindi page in Hindi, in the same words as auth:messages).
 */
export function isAuthMessage(message: string | null | undefined, key: keyof typeof AUTH_MESSAGES): boolean {
  if (!message) return false;
  return message === AUTH_MESSAGES[key] || message === tr(`auth:messages.${key}`);
}

/**
 * The text for a failed verify: `message` is what the failure said (the server's words or the
 * spec's fallback), `wrongTries` counts the refusals of the code sent last, this one included.
 */
export function codeFailureText(message: string, resendLocked: boolean, wrongTries: number): string {
  if (!isAuthMessage(message, 'codeInvalid') || !resendLocked) return message;
  return wrongTries >= OTP_MAX_ATTEMPTS ? CODE_USED_UP_MESSAGE : WRONG_CODE_MESSAGE;
}
