import { useProfile } from './profile.ts';
import { REFERRAL_UNAVAILABLE } from './referral-share.ts';

export interface ReferralCodeState {
  /** The shopper's referral code, once known. */
  code: string | null;
  /** Why there is no code (shown as an error toast when sharing is tried). */
  error: string | null;
}

/**
 * The profile load errors as referral sharing reports them (rules/storefront §8, rules/accounts §8
 * "Referral").
 */
export const REFERRAL_PROFILE_FAILED = 'Failed to load profile data';
export const REFERRAL_PROFILE_ERROR = 'An error occurred while loading your profile';

/**
 * The signed-in shopper's referral code, from the profile (data.user.referralCode). A signed-out
 * shopper, or one whose profile is still loading, has no code yet; a failed profile load gives its
 * error instead. A lost session is handled by the profile hook (cleared, then /signin).
 */
export function useReferralCode(): ReferralCodeState {
  const profile = useProfile();
  const code = profile.user?.referralCode || null;
  if (code) return { code, error: null };
  if (profile.problem === 'failed') return { code: null, error: REFERRAL_PROFILE_FAILED };
  if (profile.problem === 'error') return { code: null, error: REFERRAL_PROFILE_ERROR };
  return { code: null, error: REFERRAL_UNAVAILABLE };
}
