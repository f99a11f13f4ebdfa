import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '../../../../contract/auth.ts';
import { ROUTES } from '../../../../contract/routes.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError } from '../../../lib/notify.ts';
import { readSignIn } from '../api/sign-in-answer.ts';
import { completeSocialSignIn, type SocialReturnParams } from '../api/social-callback.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { afterSignInPath, takeSocialReturn } from '../return-path.ts';

export type SocialReturnState = { kind: 'code'; params: SocialReturnParams } | { kind: 'refused' };

const PROVIDER_PARAMS = ['code', 'state', 'iss', 'provider', 'error', 'error_description', 'scope'];

/**
 * The provider's way back (rules/accounts §2): /signin with `code` and `provider` or `state`; or, when the
 * shopper said no there, `error` instead of `code`. Anything else is an ordinary visit.
 */
export function readSocialReturn(search: URLSearchParams): SocialReturnState | null {
  if (!search.has('provider') && !search.has('state')) return null;
  const code = search.get('code');
  if (code) {
    const optional = (name: 'state' | 'iss' | 'provider') => {
      const value = search.get(name);
      return value ? { [name]: value } : {};
    };
    return {
      kind: 'code',
      params: { code, ...optional('state'), ...optional('iss'), ...optional('provider') },
    };
  }
  return search.has('error') ? { kind: 'refused' } : null;
}

/**
 * The query left once the provider's parameters are gone (e.g. a `redirect` stays); `redirect`, when
 * given, puts back the page the shopper left for the provider from.
 */
export function withoutProviderParams(search: string, redirect?: string | null): string {
  const params = new URLSearchParams(search);
  for (const name of PROVIDER_PARAMS) params.delete(name);
  if (redirect && !params.has('redirect')) params.set('redirect', redirect);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Finishes a social sign-in: one callback call (the code is single-use, so a second effect run, as
 * StrictMode makes, must not call again), then the login data and, after 1 s, the page the shopper
 * left for the provider from (kept by SocialSignInButton), else /addressdetails. The provider's
 * parameters leave the address bar at once, so Back or a reload cannot replay a used code; that page
 * comes back as the `redirect`, so a failed attempt followed by a phone sign-in still returns there.
 */
export function SocialReturn({ state, onFailed }: { state: SocialReturnState; onFailed: () => void }) {
  const { t } = useTranslation('auth');
  const started = useRef(false);
  const [signedIn, setSignedIn] = useState(false);
  const [back, setBack] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returnTo = takeSocialReturn();
    setBack(returnTo);
    void navigate(
      { pathname: location.pathname, search: withoutProviderParams(location.search, returnTo) },
      { replace: true },
    );
    if (state.kind === 'refused') {
      notifyError(AUTH_MESSAGES.socialProviderFailed, 'account');
      onFailed();
      return;
    }
    void completeSocialSignIn(state.params).then((result) => {
      if (!result.success) {
        notifyError(
          failureText(result, { failed: AUTH_MESSAGES.socialFailed, noAnswer: AUTH_MESSAGES.networkError }),
          'account',
        );
        onFailed();
        return;
      }
      const answer = readSignIn(result.data);
      if (!answer) {
        notifyError(AUTH_MESSAGES.socialProviderFailed, 'account');
        onFailed();
        return;
      }
      setSignedIn(true);
      completeSignIn(
        answer,
        AUTH_MESSAGES.socialSuccess,
        returnTo ? afterSignInPath(returnTo) : ROUTES.addressDetails,
      );
    });
  }, []);

  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-[1.75rem] bg-paper px-6 py-12 text-center shadow-soft ring-1 ring-line/70"
    >
      {signedIn ? (
        <CircleCheck className="size-10 text-leaf" aria-hidden="true" />
      ) : (
        <LoaderCircle
          className="size-10 animate-spin text-accent motion-reduce:animate-none"
          aria-hidden="true"
        />
      )}
      <p className="font-display text-xl font-extrabold text-ink">
        {signedIn ? (back ? t('social.signedInBack') : t('social.signedInAccount')) : t('social.completing')}
      </p>
      <p className="text-sm text-ink-soft">{t('social.moment')}</p>
    </div>
  );
}
