import { KeyRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AUTH_MESSAGES,
  REDIRECT_MS,
  RESEND_WAIT_SECONDS,
  RESET_GRANT_TTL_MS,
} from '../../../contract/auth.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { tr } from '../../i18n/texts.ts';
import type { ApiFailure } from '../../lib/api.ts';
import { failureText, refusalMessage, retryAfterSeconds } from '../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSendRecoveryCode } from './api/forgot-send-otp.ts';
import { useVerifyRecoveryCode } from './api/forgot-verify-otp.ts';
import { useResetPassword } from './api/reset-password.ts';
import { isAuthMessage } from './code-messages.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { StepIndicator } from './components/StepIndicator.tsx';
import { CodeStep } from './forget/CodeStep.tsx';
import { IdentifierStep } from './forget/IdentifierStep.tsx';
import { PasswordStep } from './forget/PasswordStep.tsx';
import { recoveryTarget } from './form-schemas.ts';
import { useCountdown } from './hooks/use-countdown.ts';
import { useDelayedNavigate } from './hooks/use-delayed-navigate.ts';

/** The steps' names (auth:forget.steps and auth:forget.titles), in order. */
const STEPS = ['identifier', 'code', 'password'] as const;

type Step = 1 | 2 | 3;

/** Step 2 reached again within the resend lock: the code already sent still works. */
export const codeAlreadySent = (seconds: number) => tr('auth:forget.codeAlreadySent', { seconds });

/** The reset permission from a verified code; it lapses on the server after 10 minutes. */
interface Grant {
  token: string;
  /** The code it was given for: coming Back and verifying the same code again needs no new call. */
  code: string;
  expiresAt: number;
}

/** A reset refused because the permission is gone (the server's own words for it, or a 401). */
function isGrantRefused(failure: ApiFailure): boolean {
  return failure.status === 401 || isAuthMessage(refusalMessage(failure), 'resetGrantInvalid');
}

/**
 * Forgot password (/forget, rules/accounts §2, §4, §5, §8): (1) email or phone → a code; (2) the code,
 * with Back and a 60-second Resend → a temporary token; (3) the new password twice → /signin after 2 s.
 */
export default function ForgetPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('pageTitle.forget'));
  const [step, setStep] = useState<Step>(1);
  const [identifier, setIdentifier] = useState('');
  const [code, setCode] = useState('');
  const [grant, setGrant] = useState<Grant | null>(null);
  const [codeAlert, setCodeAlert] = useState<string | null>(null);
  const [passwordAlert, setPasswordAlert] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const countdown = useCountdown();
  const send = useSendRecoveryCode();
  const resend = useSendRecoveryCode();
  const verify = useVerifyRecoveryCode();
  const reset = useResetPassword();
  const navigateLater = useDelayedNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // Set at once (not on the next render), so a second submit during a check is ignored.
  const checking = useRef(false);

  // Each step change moves focus to the step's heading, so screen readers hear where they are.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  async function sendCode(typed: string) {
    const result = await send.mutateAsync(recoveryTarget(typed));
    if (!result.success) {
      const wait = retryAfterSeconds(result);
      if (wait && isAuthMessage(refusalMessage(result), 'resendTooSoon')) {
        // A code went to this address less than a minute ago and is still good: back to entering it,
        // with the time left before another can be sent, instead of stranding the shopper here.
        setIdentifier(typed);
        setCode('');
        setCodeAlert(codeAlreadySent(wait));
        countdown.start(wait);
        setStep(2);
        return;
      }
      notifyError(failureText(result, { failed: AUTH_MESSAGES.resetSendFailed }), 'account');
      return;
    }
    setIdentifier(typed);
    setCode('');
    setCodeAlert(null);
    countdown.start(RESEND_WAIT_SECONDS.reset);
    notifySuccess(AUTH_MESSAGES.resetSent, 'account');
    setStep(2);
  }

  async function resendCode() {
    setCodeAlert(null);
    const result = await resend.mutateAsync(recoveryTarget(identifier));
    if (!result.success) {
      const message = failureText(result, { failed: AUTH_MESSAGES.resetResendFailed });
      setCodeAlert(message);
      notifyError(message, 'account');
      const wait = retryAfterSeconds(result);
      if (wait) countdown.start(wait);
      return;
    }
    setCode('');
    countdown.start(RESEND_WAIT_SECONDS.reset);
    notifySuccess(AUTH_MESSAGES.resetSent, 'account');
  }

  /** `typed` is the code to check: the sixth digit submits before the `code` state holds it. */
  async function verifyCode(typed: string) {
    if (checking.current) return;
    setCodeAlert(null);
    // The code is single-use: after Back from step 3 the permission it gave still stands.
    if (grant && grant.code === typed && Date.now() < grant.expiresAt) {
      setStep(3);
      return;
    }
    checking.current = true;
    const result = await verify.mutateAsync({ ...recoveryTarget(identifier), otp: typed }).finally(() => {
      checking.current = false;
    });
    // A refusal is said once, in the step's alert (read out as it appears), not again in a toast.
    if (!result.success) {
      setCodeAlert(failureText(result, { failed: AUTH_MESSAGES.resetOtpWrong }));
      return;
    }
    const token = result.data?.tempToken;
    if (typeof token !== 'string' || token === '') {
      setCodeAlert(AUTH_MESSAGES.resetTokenMissing);
      return;
    }
    setGrant({ token, code: typed, expiresAt: Date.now() + RESET_GRANT_TTL_MS });
    setPasswordAlert(null);
    notifySuccess(AUTH_MESSAGES.resetVerified, 'account');
    setStep(3);
  }

  /** Back to the code step with 'Session expired. Please verify OTP again.' (the used code is gone). */
  function sessionExpired() {
    setGrant(null);
    setCode('');
    setCodeAlert(AUTH_MESSAGES.sessionExpired);
    notifyError(AUTH_MESSAGES.sessionExpired, 'account');
    setStep(2);
  }

  async function resetTo(newPassword: string) {
    setPasswordAlert(null);
    if (!grant || Date.now() >= grant.expiresAt) {
      sessionExpired();
      return;
    }
    const result = await reset.mutateAsync({ tempToken: grant.token, newPassword });
    if (!result.success) {
      if (isGrantRefused(result)) {
        sessionExpired();
        return;
      }
      const message = failureText(result, { failed: AUTH_MESSAGES.resetFailed });
      setPasswordAlert(message);
      notifyError(message, 'account');
      return;
    }
    setFinished(true);
    setGrant(null);
    notifySuccess(AUTH_MESSAGES.resetDone, 'account');
    navigateLater(ROUTES.signin, REDIRECT_MS.afterReset, { replace: true });
  }

  let body: ReactNode;
  if (step === 1) {
    body = (
      <IdentifierStep initial={identifier} busy={send.isPending} onSubmit={(typed) => void sendCode(typed)} />
    );
  } else if (step === 2) {
    body = (
      <CodeStep
        sentTo={identifier}
        code={code}
        onCodeChange={(next) => {
          setCode(next);
          if (codeAlert) setCodeAlert(null);
        }}
        alert={codeAlert}
        secondsLeft={countdown.secondsLeft}
        verifying={verify.isPending}
        resending={resend.isPending}
        onVerify={(typed) => void verifyCode(typed)}
        onResend={() => void resendCode()}
        onBack={() => {
          setCode('');
          setCodeAlert(null);
          setStep(1);
        }}
      />
    );
  } else {
    body = (
      <PasswordStep
        busy={reset.isPending || finished}
        alert={passwordAlert}
        onSubmit={(password) => void resetTo(password)}
        onBack={() => {
          setPasswordAlert(null);
          setStep(2);
        }}
      />
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      tint="peach"
      title={t('forget.title')}
      intro={t('forget.intro')}
      footer={
        <p>
          <span className="text-ink-soft">{`${t('forget.remembered')} `}</span>
          <Link
            to={ROUTES.login}
            className="rounded-full px-2 py-1 font-semibold text-accent hover:bg-accent-soft hover:underline"
          >
            {t('forget.passwordLink')}
          </Link>
        </p>
      }
    >
      <StepIndicator steps={STEPS.map((name) => t(`forget.steps.${name}`))} current={step} />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-6 mb-4 font-display text-lg font-extrabold text-ink focus:outline-none"
      >
        <span className="sr-only">{`${t('forget.steps.stepOf', { step, total: STEPS.length })} `}</span>
        {t(`forget.titles.${STEPS[step - 1]}`)}
      </h2>
      {body}
    </AuthCard>
  );
}
