import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, RESEND_WAIT_SECONDS } from '../../../../contract/auth.ts';
import { failureText, retryAfterSeconds } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useResendOtp } from '../api/resend-otp.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { readSignIn } from '../api/sign-in-answer.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { authText, codeFailureText, isAuthMessage } from '../code-messages.ts';
import { phoneSignInSchema } from '../form-schemas.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { formatCountdown, useCountdown } from '../hooks/use-countdown.ts';
import { displayPhone } from '../phone-input.ts';
import { FormAlert } from './FormAlert.tsx';
import { errorLineClass } from './field-styles.ts';
import { emptyOtp, isOtpComplete, OtpBoxes, otpCode } from './OtpBoxes.tsx';
import { PhoneField } from './PhoneField.tsx';
import { ResendButton } from './ResendButton.tsx';
import { submitClass } from './submit-styles.ts';
import { TextField } from './TextField.tsx';

interface CodeSession {
  phone: string;
  referredBy?: string;
  sessionId: string;
}

function waitFrom(answer: { resendAfter?: unknown } | null | undefined): number {
  const wait = answer?.resendAfter;
  return typeof wait === 'number' && wait > 0 ? wait : RESEND_WAIT_SECONDS.login;
}

function sessionIdOf(answer: { sessionId?: unknown } | null | undefined): string | null {
  const id = answer?.sessionId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Sign-in by phone (rules/accounts §2, §4, §5, §8): send a code, which reveals six boxes, locks the phone
 * and starts a 30-second resend lock; verify, keep the login data and go on after 1 s.
 */
export function PhoneSignInForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(phoneSignInSchema),
    defaultValues: { phone: '', referredBy: '' },
  });
  const phoneInput = useRef<HTMLInputElement | null>(null);
  const codeErrorId = useId();
  const [session, setSession] = useState<CodeSession | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  /** Refusals of the code sent last: after too many the server takes no more tries of it. */
  const [wrongTries, setWrongTries] = useState(0);
  // Set at once (not on the next render), so a second completion or press during a check is ignored.
  const checking = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const countdown = useCountdown();
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const completeSignIn = useCompleteSignIn();
  const { errors } = form.formState;

  function fail(message: string) {
    setFormError(message);
    notifyError(message, 'account');
  }

  const sendCode = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = { phone: values.phone, ...(values.referredBy ? { referredBy: values.referredBy } : {}) };
    const result = await send.mutateAsync(body);
    if (!result.success) {
      fail(failureText(result, { failed: AUTH_MESSAGES.sendFailed, noAnswer: AUTH_MESSAGES.networkError }));
      const wait = retryAfterSeconds(result);
      if (wait) countdown.start(wait);
      return;
    }
    const sessionId = sessionIdOf(result.data);
    if (!sessionId) {
      fail(AUTH_MESSAGES.somethingWrong);
      return;
    }
    setSession({ ...body, sessionId });
    setDigits(emptyOtp());
    setCodeError(null);
    setWrongTries(0);
    countdown.start(waitFrom(result.data));
    notifySuccess(AUTH_MESSAGES.otpSent, 'account');
  });

  /** `code` is passed when the sixth digit submits: the state holding it is not updated yet. */
  async function verifyCode(code: readonly string[] = digits) {
    if (!session || checking.current || signedIn) return;
    if (!isOtpComplete(code)) {
      setCodeError(AUTH_MESSAGES.signinOtpInvalid);
      return;
    }
    setCodeError(null);
    setFormError(null);
    checking.current = true;
    const result = await verify
      .mutateAsync({
        phone: session.phone,
        otp: otpCode(code),
        sessionId: session.sessionId,
        ...(session.referredBy ? { referredBy: session.referredBy } : {}),
      })
      .finally(() => {
        checking.current = false;
      });
    if (!result.success) {
      const message = failureText(result, {
        failed: AUTH_MESSAGES.verifyFailed,
        noAnswer: AUTH_MESSAGES.networkError,
      });
      // Said once, under the boxes (no toast repeating it); see code-messages.ts for its wording. A
      // wrong code is cleared, so typing it again from the SMS submits at its sixth digit.
      if (isAuthMessage(message, 'codeInvalid')) {
        setWrongTries((tries) => tries + 1);
        setDigits(emptyOtp());
      }
      setCodeError(message);
      return;
    }
    const answer = readSignIn(result.data);
    if (!answer) {
      fail(AUTH_MESSAGES.somethingWrong);
      return;
    }
    setSignedIn(true);
    completeSignIn(answer, AUTH_MESSAGES.loginSuccess, redirectTo);
  }

  async function resendCode() {
    const phone = session?.phone ?? form.getValues('phone');
    if (!phone) {
      fail(AUTH_MESSAGES.phoneRequired);
      return;
    }
    setFormError(null);
    const result = await resend.mutateAsync({
      phone,
      ...(session?.referredBy ? { referredBy: session.referredBy } : {}),
    });
    if (!result.success) {
      fail(failureText(result, { failed: AUTH_MESSAGES.resendFailed, noAnswer: AUTH_MESSAGES.networkError }));
      const wait = retryAfterSeconds(result);
      if (wait) countdown.start(wait);
      return;
    }
    const sessionId = sessionIdOf(result.data);
    if (session && sessionId) setSession({ ...session, sessionId });
    setDigits(emptyOtp());
    setCodeError(null);
    setWrongTries(0);
    countdown.start(waitFrom(result.data));
    notifySuccess(AUTH_MESSAGES.otpResent, 'account');
  }

  function changeNumber() {
    setSession(null);
    setDigits(emptyOtp());
    setCodeError(null);
    setFormError(null);
    countdown.stop();
    // After the re-render that unlocks the field.
    setTimeout(() => phoneInput.current?.focus(), 0);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (session) {
      event.preventDefault();
      void verifyCode();
    } else void sendCode(event);
  }

  const shownCodeError = codeError && codeFailureText(codeError, countdown.secondsLeft > 0, wrongTries);
  const locked = session !== null || send.isPending || signedIn;
  const busy = send.isPending || verify.isPending || signedIn;
  // A refused send that said how long to wait keeps Send locked for that long.
  const sendLocked = !session && countdown.secondsLeft > 0;
  const submitLabel = session
    ? verify.isPending
      ? t('fields.verifying')
      : signedIn
        ? t('phoneSignIn.signedIn')
        : t('phoneSignIn.verify')
    : send.isPending
      ? t('fields.sending')
      : sendLocked
        ? t('phoneSignIn.sendIn', { time: formatCountdown(countdown.secondsLeft) })
        : t('phoneSignIn.send');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('phoneSignIn.form')} className="flex flex-col gap-2">
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            ref={(element) => {
              field.ref(element);
              phoneInput.current = element;
            }}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.phone?.message}
            disabled={locked}
          />
        )}
      />
      <TextField
        label={
          <>
            {t('phoneSignIn.referral')}{' '}
            <span className="font-normal text-ink-soft">{t('fields.optional')}</span>
          </>
        }
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('phoneSignIn.referralPlaceholder')}
        error={errors.referredBy?.message}
        disabled={locked}
        {...form.register('referredBy')}
      />

      {session ? (
        <div className="mb-2 rounded-2xl bg-sky/50 p-4">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="text-sm text-ink">
              <Trans
                t={t}
                i18nKey="phoneSignIn.codeSentTo"
                values={{ phone: displayPhone(session.phone) }}
                components={{ 1: <span className="font-semibold whitespace-nowrap" /> }}
              />
            </p>
            <button
              type="button"
              onClick={changeNumber}
              disabled={busy}
              className="rounded-full px-2 py-1 text-sm font-semibold text-accent hover:bg-paper disabled:opacity-60"
            >
              {t('phoneSignIn.changeNumber')}
            </button>
          </div>
          <OtpBoxes
            label={t('phoneSignIn.codeLabel')}
            value={digits}
            onChange={(next) => {
              setDigits(next);
              if (codeError) setCodeError(null);
            }}
            errorId={shownCodeError ? codeErrorId : undefined}
            disabled={busy}
            focusOnMount
            onComplete={(code) => void verifyCode(code)}
          />
          <p id={codeErrorId} aria-live="polite" className={errorLineClass}>
            {authText(shownCodeError) ?? ''}
          </p>
          <ResendButton
            label={t('phoneSignIn.resend')}
            secondsLeft={countdown.secondsLeft}
            busy={resend.isPending}
            disabled={busy}
            onResend={() => void resendCode()}
          />
        </div>
      ) : null}

      <div className="flex flex-col gap-3">
        <FormAlert message={formError} />
        <button type="submit" className={`${submitClass} tabular-nums`} disabled={busy || sendLocked}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
