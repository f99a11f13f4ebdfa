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
