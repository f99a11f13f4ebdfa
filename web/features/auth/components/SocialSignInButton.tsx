import { UsersRound } from 'lucide-react';
import { useId } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { getShopConfig } from '../../../lib/shop-config.ts';
import { SOCIAL_START_URL } from '../api/social-callback.ts';
import { rememberSocialReturn } from '../return-path.ts';

export const SOCIAL_UNAVAILABLE_HINT = 'Social sign-in is unavailable right now.';
const LABEL = 'Sign in with a social account';
// Wraps politely on narrow phones instead of overflowing its pill.
const look = `${buttonStyles.secondary} min-h-12 w-full text-center text-sm leading-tight sm:text-base`;

/**
 * 'Sign in with a social account' (rules/accounts §2). The flow leaves the site, so it is a plain link
 * to the server's start route (a full page load, not a router move). Without a configured provider
 * it stays visible but disabled, saying why. The page to come back to (`returnTo`, the sign-in
 * screen's redirect) is kept for the round trip, as the provider only knows /signin.
 */
export function SocialSignInButton({ returnTo = null }: { returnTo?: string | null }) {
  const hintId = useId();
  if (!getShopConfig().socialSignIn) {
    return (
      <div>
        <button type="button" disabled aria-describedby={hintId} className={look}>
          <UsersRound className="size-5" aria-hidden="true" />
          {LABEL}
        </button>
        <p id={hintId} className="mt-1.5 text-center text-xs text-ink-soft">
          {SOCIAL_UNAVAILABLE_HINT}
        </p>
      </div>
    );
  }
  return (
    <a href={SOCIAL_START_URL} onClick={() => rememberSocialReturn(returnTo)} className={look}>
      <UsersRound className="size-5" aria-hidden="true" />
      {LABEL}
    </a>
  );
}
