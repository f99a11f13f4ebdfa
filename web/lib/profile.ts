import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicUser } from '../../contract/auth.ts';
import { ApiRequestError, apiGet } from './api.ts';
import { getStoredUserId } from './auth-storage.ts';
import { isAuthFailure, useSessionExpiry } from './session-expiry.ts';
import { useStoredToken } from './use-stored-token.ts';

// GET /api/user/profile/view (bearer) → { success, user: { _id, name, email, phone, gender, image,
// coins, referralCode, role } }. Types only from the contract: this module is also part of the home
// page (referral sharing), which should not carry the schema library.

export const profileQueryKey = ['profile'] as const;

export interface ProfileData {
  success: true;
  user: PublicUser;
}

/** Why the profile did not load: the server said no ('failed'), or no usable answer came ('error'). */
export type ProfileProblem = 'failed' | 'error';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The user of a profile answer, or null when the answer is not one. */
export function readProfileUser(value: unknown): PublicUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user._id !== 'string' || user._id === '') return null;
  const gender =
    user.gender === 'male' || user.gender === 'female' || user.gender === 'other' ? user.gender : null;
  return {
    _id: user._id,
    name: text(user.name),
    email: text(user.email),
    phone: text(user.phone),
    gender,
    image: text(user.image) || null,
    coins: typeof user.coins === 'number' && Number.isFinite(user.coins) ? user.coins : 0,
    referralCode: text(user.referralCode) ?? '',
    role: text(user.role) ?? 'user',
    ...(typeof user.pendingCoins === 'number' && Number.isFinite(user.pendingCoins)
      ? { pendingCoins: user.pendingCoins }
      : {}),
  };
}

export async function fetchProfile(signal?: AbortSignal): Promise<ProfileData> {
  const result = await apiGet<{ success?: unknown; user?: unknown; message?: unknown } | null>(
    '/user/profile/view',
    { auth: true, signal },
  );
  if (!result.success) throw new ApiRequestError(result);
  const body = result.data;
  if (body?.success === false) {
    // A 200 that still says no is the server's refusal, like any failure status.
    const message = text(body.message) || 'Failed to fetch profile';
    throw new ApiRequestError({ success: false, error: { success: false, message }, status: result.status });
  }
  const user = readProfileUser(body?.user);
  if (!user) throw new Error('Invalid profile data received.');
  return { success: true, user };
}

/**
 * Our server's failure answers all carry `success: false` (DESIGN.md §4); a failure without it is a
 * network failure (the wrapper's status 500 with the exception text) or a stranger's page (a proxy).
 */
export function isServerRefusal(error: { success?: unknown } | undefined): boolean {
  return error?.success === false;
}

export function profileProblem(error: unknown): ProfileProblem {
  return error instanceof ApiRequestError && isServerRefusal(error.body) ? 'failed' : 'error';
}

function isAuthError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && isAuthFailure({ status: error.status, error: error.body });
}

// Several components of one page may read the profile; one failure is handled (toast, redirect) once.
const handledFailures = new WeakSet<Error>();

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
  const token = useStoredToken();
  const signedIn = token !== null;
  const client = useQueryClient();
  const expire = useSessionExpiry();
  const query = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: signedIn,
    retry: (failures, error) => !isAuthError(error) && failures < 1,
  });

  // A cached profile of someone else (another shopper signed in since, e.g. in another tab) is
  // never shown: it is dropped and asked again.
  const storedUserId = signedIn ? getStoredUserId() : null;
  const foreign = Boolean(query.data && storedUserId && query.data.user._id !== storedUserId);
  useEffect(() => {
    if (foreign) void client.resetQueries({ queryKey: profileQueryKey, exact: true });
  }, [foreign, client]);

  const { error } = query;
  useEffect(() => {
    if (!(error instanceof ApiRequestError) || handledFailures.has(error)) return;
    handledFailures.add(error);
    expire({ status: error.status, error: error.body });
  }, [error, expire]);

  const user = signedIn && !foreign ? query.data?.user : undefined;
  const sessionLost = query.isError && isAuthError(error);
  // While Try Again runs the failure is still the query's state; show it as loading again.
  const failed = signedIn && !user && query.isError && !sessionLost && !query.isFetching;
  return {
    signedIn,
    user,
    loading: signedIn && !user && !failed && !sessionLost,
    problem: failed ? profileProblem(error) : null,
    retry: () => void query.refetch(),
  };
}
