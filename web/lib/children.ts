import type { ChildProfile } from '../../contract/child-profile.ts';
import { unwrap } from './api.ts';
import { call } from './call.ts';
import { useAccountQuery } from './use-account-query.ts';

// The signed-in shopper's children (GET /user/children), read by the account's "My children", the
// listing's "Show sizes for …" and the product page's size help under one cache key, so a child added or
// changed in the account is what the other screens show next.

export const CHILDREN_QUERY_KEY = ['children'] as const;

/**
 * The children (none while signed out or when they cannot be read). Only a shortcut on the catalogue's
 * screens: a lost session is left to the presses that need one.
 */
export function useChildren(options: { enabled?: boolean; staleTime?: number } = {}): ChildProfile[] {
  const query = useAccountQuery(
    CHILDREN_QUERY_KEY,
    async (signal) => (await unwrap(call('children', { signal }))).children,
    { enabled: options.enabled ?? true, expireSession: false, staleTime: options.staleTime ?? 60_000 },
  );
  return query.data ?? [];
}
