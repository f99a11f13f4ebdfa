import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { failureText } from '../../lib/failure.ts';
import { notifyError } from '../../lib/notify.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLogin } from './api/login.ts';
import { readSignIn } from './api/sign-in-answer.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { PasswordField } from './components/PasswordField.tsx';
import { submitClass } from './components/submit-styles.ts';
import { TextField } from './components/TextField.tsx';
import { IDENTIFIER_EXAMPLE, normaliseIdentifier, passwordSignInSchema } from './form-schemas.ts';
import { useCompleteSignIn } from './hooks/use-complete-sign-in.ts';
import { afterSignInPath } from './return-path.ts';

const linkClass = 'rounded-full px-2 py-1 font-semibold text-accent hover:bg-accent-soft hover:underline';

/** Sign-in with email or phone and a password (/login). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('pageTitle.login'));
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const form = useForm({
    resolver: zodResolver(passwordSignInSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await login.mutateAsync({
      identifier: normaliseIdentifier(values.identifier),
      password: values.password,
    });
    const answer = result.success ? readSignIn(result.data) : null;
    if (!answer) {
      const message = result.success
        ? AUTH_MESSAGES.somethingWrong
        : failureText(result, { failed: AUTH_MESSAGES.somethingWrong, noAnswer: AUTH_MESSAGES.networkError });
      setFormError(message);
      notifyError(message, 'account');
      return;
    }
    setSignedIn(true);
    completeSignIn(answer, AUTH_MESSAGES.loginSuccess, afterSignInPath(redirect));
  });

  const busy = login.isPending || signedIn;
  const keepRedirect = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  return (
    <AuthCard
      icon={LockKeyhole}
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <p>
          <span className="text-ink-soft">{`${t('login.preferCode')} `}</span>
          <Link to={{ pathname: ROUTES.signin, search: keepRedirect }} className={linkClass}>
            {t('login.phoneLink')}
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('login.title')} className="flex flex-col gap-2">
        <TextField
          label={t('fields.identifier')}
          autoComplete="username"
          placeholder={t('fields.identifierPlaceholder', IDENTIFIER_EXAMPLE)}
          error={errors.identifier?.message}
          disabled={busy}
          {...form.register('identifier')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          disabled={busy}
          {...form.register('password')}
        />
        <p className="-mt-1 mb-3 text-right text-sm">
          <Link to={ROUTES.forget} className={linkClass}>
            {t('login.forgot')}
          </Link>
        </p>
        <div className="flex flex-col gap-3">
          <FormAlert message={formError} />
          <button type="submit" className={submitClass} disabled={busy}>
            {login.isPending ? t('login.signingIn') : signedIn ? t('login.signedIn') : t('login.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
