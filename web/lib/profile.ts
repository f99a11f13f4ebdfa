import type { PublicUser } from '../../contract/auth.ts';
import { ApiRequestError } from './api.ts';
import { call } from './call.ts';
import { isRefusal } from './failure.ts';
import { filledText, numberOr, numberOrNull, recordOr, textOr, textOrNull } from './read.ts';
import { useAccountQuery } from './use-account-query.ts';

// The signed-in shopper's profile. Types only from the contract: this module is also part of the home
// page (referral sharing), which should not carry the schema library.

export const profileQueryKey = ['profile'] as const;

export interface ProfileData {
  success: true;
  user: PublicUser;
}

/** Why the profile did not load: the server said no ('failed'), or no usable answer came ('error'). */
export type ProfileProblem = 'failed' | 'error';

/** The user of a profile answer, or null when the answer is not one. */
export function readProfileUser(value: unknown): PublicUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = recordOr(value);
  const id = filledText(user._id);
  if (id === null) return null;
  const gender =
    user.gender === 'male' || user.gender === 'female' || user.gender === 'other' ? user.gender : null;
  const pendingCoins = numberOrNull(user.pendingCoins);
  return {
    _id: id,
    name: textOrNull(user.name),
    email: textOrNull(user.email),
    phone: textOrNull(user.phone),
    gender,
    image: filledText(user.image),
    coins: numberOr(user.coins),
    referralCode: textOr(user.referralCode),
    role: textOr(user.role, 'user'),
    ...(pendingCoins === null ? {} : { pendingCoins }),
  };
}

export async function fetchProfile(signal?: AbortSignal): Promise<ProfileData> {
  const result = await call('profile', { signal });
  if (!result.success) {
    // A 200 that still says no, without words, is read as the spec's failure.
    const message = result.error.message || 'Failed to fetch profile';
    throw new ApiRequestError({ ...result, error: { ...result.error, message } });
  }
  const user = readProfileUser((result.data as { user?: unknown } | null)?.user);
  if (!user) throw new Error('Invalid profile data received.');
  return { success: true, user };
}

/** A refusal in the server's words is 'failed'; anything else (no answer, a stranger's page) is 'error'. */
export function profileProblem(error: unknown): ProfileProblem {
  return isRefusal(error) ? 'failed' : 'error';
}

export interface ProfileState {
  signedIn: boolean;
  /** The signed-in shopper's profile, once loaded. */
  user: PublicUser | undefined;
  /** Signed in and still waiting for the first answer. */
  loading: boolean;
  /** Set when the load failed for a reason other than a lost session (that one goes to /signin). */
  problem: ProfileProblem | null;
  retry: () => void;
}

/**
 * The signed-in shopper's profile (cached under ['profile']). Asked only while a token is stored;
 * an auth failure clears the stored sign-in and goes to /signin after 1 s.
 */
export function useProfile(): ProfileState {
  const state = useAccountQuery(profileQueryKey, fetchProfile);
  return {
    signedIn: state.signedIn,
    user: state.data?.user,
    loading: state.loading,
    problem: state.failed ? profileProblem(state.error) : null,
    retry: state.retry,
  };
}
