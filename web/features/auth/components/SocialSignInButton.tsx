import { UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { getShopConfig } from '../../../lib/shop-config.ts';
import { SOCIAL_START_URL } from '../api/social-callback.ts';
import { rememberSocialReturn } from '../return-path.ts';

// Wraps politely on narrow phones instead of overflowing its pill.
const look = `${buttonStyles.secondary} min-h-12 w-full text-center text-sm leading-tight sm:text-base`;

/**
 * 'Sign in with a social account' (rules/accounts §2). The flow leaves the site, so it is a plain link
 * to the server's start route (a full page load, not a router move). Without a configured provider
 * it stays visible but disabled, saying why. The page to come back to (`returnTo`, the sign-in
 * screen's redirect) is kept for the round trip, as the provider only knows /signin.
 */
export function SocialSignInButton({ returnTo = null }: { returnTo?: string | null }) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  if (!getShopConfig().socialSignIn) {
    return (
      <div>
        <button type="button" disabled aria-describedby={hintId} className={look}>
          <UsersRound className="size-5" aria-hidden="true" />
          {t('social.button')}
        </button>
        <p id={hintId} className="mt-1.5 text-center text-xs text-ink-soft">
          {t('social.unavailable')}
        </p>
      </div>
    );
  }
  return (
    <a href={SOCIAL_START_URL} onClick={() => rememberSocialReturn(returnTo)} className={look}>
      <UsersRound className="size-5" aria-hidden="true" />
      {t('social.button')}
    </a>
  );
}
