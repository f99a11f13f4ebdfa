import { ROUTES } from '../../../contract/routes.ts';
import { safeReturnPath } from '../../lib/session-expiry.ts';

const AUTH_SCREENS: readonly string[] = [ROUTES.signin, ROUTES.signup, ROUTES.login, ROUTES.forget];

/**
 * Where a successful sign-in goes: the `redirect` parameter when it is a path on this site (never
 * another host) and not one of the sign-in screens themselves, else home.
 */
export function afterSignInPath(redirect: string | null): string {
  const back = safeReturnPath(redirect);
  if (!back) return ROUTES.home;
  const pathname = back.split(/[?#]/)[0] ?? back;
  return AUTH_SCREENS.includes(pathname) ? ROUTES.home : back;
}

// Social sign-in leaves the site, and the provider always sends the shopper back to plain /signin:
// the page to return to is kept for the round trip in this tab's storage, briefly.
export const SOCIAL_RETURN_KEY = 'socialReturnPath';
const SOCIAL_RETURN_TTL_MS = 10 * 60_000;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Before leaving for the provider: where to come back to (nothing, when there is no such page). */
export function rememberSocialReturn(redirect: string | null, now = Date.now()): void {
  const store = tabStorage();
  if (!store) return;
  const back = safeReturnPath(redirect);
  try {
    // A plain social sign-in must not inherit an old journey's page.
    if (back) store.setItem(SOCIAL_RETURN_KEY, JSON.stringify({ path: back, at: now }));
    else store.removeItem(SOCIAL_RETURN_KEY);
  } catch {
    // A full storage only loses the way back; the spec's default page is used.
  }
}

/** Back from the provider: the kept page, once (it is removed), if it is recent and on this site. */
export function takeSocialReturn(now = Date.now()): string | null {
  const store = tabStorage();
  const raw = store?.getItem(SOCIAL_RETURN_KEY);
  if (!store || !raw) return null;
  store.removeItem(SOCIAL_RETURN_KEY);
  try {
    const kept = JSON.parse(raw) as { path?: unknown; at?: unknown } | null;
    if (typeof kept?.path !== 'string' || typeof kept.at !== 'number') return null;
    if (now - kept.at < 0 || now - kept.at > SOCIAL_RETURN_TTL_MS) return null;
    return safeReturnPath(kept.path);
  } catch {
    return null;
  }
}
