import { REFERRAL_UNAVAILABLE } from './referral-share.ts';

export interface ReferralCodeState {
  /** The shopper's referral code, once known. */
  code: string | null;
  /** Why there is no code (shown as an error toast when sharing is tried). */
  error: string | null;
}

/**
 * The signed-in shopper's referral code. Codes come with the profile call, which a later issue adds;
 * until then no shopper has a loaded code, so sharing says the code is not available, signed in or not
 * (a signed-out shopper never has one). The profile issue replaces the body of this hook — the code from
 * data.user.referralCode when a token is stored, the profile's load error as `error` — and the offer
 * card needs no change.
 */
export function useReferralCode(): ReferralCodeState {
  return { code: null, error: REFERRAL_UNAVAILABLE };
}
