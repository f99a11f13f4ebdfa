import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { getStoredToken } from '../../lib/auth-storage.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AlreadySignedIn } from './components/AlreadySignedIn.tsx';
import { type AuthMode, AuthToggle } from './components/AuthToggle.tsx';
import { PhoneSignInForm } from './components/PhoneSignInForm.tsx';
import { SignUpForm } from './components/SignUpForm.tsx';
import { readSocialReturn, SocialReturn } from './components/SocialReturn.tsx';
import { SocialSignInButton } from './components/SocialSignInButton.tsx';
import { WashingLineArt } from './components/WashingLineArt.tsx';
import { afterSignInPath } from './return-path.ts';

const linkClass = 'rounded-full px-2 py-1 font-semibold text-accent hover:bg-accent-soft hover:underline';

function SignInExtras({ search, redirect }: { search: string; redirect: string | null }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-ink-soft">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        {t('landing.or')}
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </div>
      <SocialSignInButton returnTo={redirect} />
      <p className="mt-5 flex flex-col items-center justify-center gap-x-2 gap-y-1 text-sm sm:flex-row">
        <Link to={{ pathname: ROUTES.login, search }} className={linkClass}>
          {t('landing.passwordLink')}
        </Link>
        <span aria-hidden="true" className="hidden text-ink-soft/50 sm:inline">
          •
        </span>
        <Link to={ROUTES.forget} className={linkClass}>
          {t('landing.forgotLink')}
        </Link>
      </p>
    </>
  );
}

/**
 * The landing screen for /signin and /signup (rules/storefront §2): a big picture, the welcome, and the
 * Sign In / Sign Up toggle (Sign In unless the path is /signup). It also finishes a social sign-in
 * when the provider sends the shopper back here.
 */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Both read once: the provider's parameters are removed from the address at once, and a sign-in
  // made here must not swap the form for the "already signed in" note while it says goodbye.
  const [socialReturn, setSocialReturn] = useState(() => readSocialReturn(searchParams));
  const [signedInAlready] = useState(() => getStoredToken() !== null);
  const mode: AuthMode = location.pathname === ROUTES.signup ? 'signup' : 'signin';
  const redirect = searchParams.get('redirect');
  const keepRedirect = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  const { name } = getShopConfig();
  usePageTitle(
    t(socialReturn ? 'pageTitle.completing' : mode === 'signup' ? 'pageTitle.signUp' : 'pageTitle.signIn'),
  );

  function switchTo(next: AuthMode) {
    if (next === mode) return;
    void navigate(
      { pathname: next === 'signup' ? ROUTES.signup : ROUTES.signin, search: keepRedirect },
      { replace: true },
    );
  }

  let panel: ReactNode;
  if (socialReturn) {
    panel = <SocialReturn state={socialReturn} onFailed={() => setSocialReturn(null)} />;
  } else if (signedInAlready) {
    panel = <AlreadySignedIn />;
  } else {
    panel = (
      <>
        <AuthToggle mode={mode} onChange={switchTo} />
        <section
          aria-label={t(mode === 'signup' ? 'landing.signUpSection' : 'landing.signInSection')}
          className="mt-3 rounded-[1.75rem] bg-paper p-4 shadow-soft ring-1 ring-line/70 sm:mt-4 sm:p-7"
        >
          {mode === 'signup' ? (
            <SignUpForm onVerified={() => void navigate({ pathname: ROUTES.signin, search: keepRedirect })} />
          ) : (
            <>
              <PhoneSignInForm redirectTo={afterSignInPath(redirect)} />
              <SignInExtras search={keepRedirect} redirect={redirect} />
            </>
          )}
        </section>
      </>
    );
  }

  // The form comes first (in reading order and on phones, where it must fit a 375×667 screen above
  // the tab bar without scrolling); the picture follows it on phones and sits in the left column from
  // 768 px, as before.
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-3 md:px-6 md:pt-8">
      <div className="grid gap-5 md:grid-cols-2 md:items-start md:gap-8 lg:gap-12">
        <div className="min-w-0">
          <h1 className="font-display text-[1.625rem] font-black leading-tight tracking-tight text-ink sm:text-4xl">
            <Trans
              t={t}
              i18nKey="landing.welcome"
              values={{ name }}
              components={{ 1: <span className="text-accent" /> }}
            />
          </h1>
          <p className="mt-1.5 text-sm leading-snug text-ink-soft sm:text-[15px] sm:leading-relaxed md:mt-2 md:text-lg">
            {t('landing.tagline')}
          </p>
          <div className="mt-4 md:mt-6">{panel}</div>
        </div>
        <div
          data-testid="landing-art"
          className="relative aspect-[16/7] overflow-hidden rounded-[1.75rem] shadow-soft ring-1 ring-line/60 md:sticky md:top-24 md:order-first md:aspect-[4/5] lg:aspect-[5/6]"
        >
          <WashingLineArt className="absolute inset-0 h-full w-full" />
        </div>
      </div>
    </div>
  );
}
