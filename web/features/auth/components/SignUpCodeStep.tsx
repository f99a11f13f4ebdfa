import { MessageSquareText } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, RESEND_WAIT_SECONDS } from '../../../../contract/auth.ts';
import { failureText, retryAfterSeconds } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useResendRegistrationCode } from '../api/register-resend-otp.ts';
import { useVerifyRegistration } from '../api/register-verify-otp.ts';
import { authText, codeFailureText, isAuthMessage } from '../code-messages.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { displayPhone } from '../phone-input.ts';
import { errorLineClass } from './field-styles.ts';
import { emptyOtp, isOtpComplete, OtpBoxes, otpCode } from './OtpBoxes.tsx';
import { ResendButton } from './ResendButton.tsx';
import { submitClass } from './submit-styles.ts';

/** Said after the phone is confirmed when the server gives no words of its own. */
export const SIGNUP_VERIFIED_MESSAGE = 'Your phone number is confirmed. Please sign in.';

interface SignUpCodeStepProps {
  phone: string;
  /** Seconds before another code may be asked for (from the registration answer). */
  resendAfter: number;
  onVerified: () => void;
  onEditDetails: () => void;
}

/** The sign-up phone check (rules/accounts §2, §5, §8): 'We just sent you an SMS' and six boxes. */
export function SignUpCodeStep({ phone, resendAfter, onVerified, onEditDetails }: SignUpCodeStepProps) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const errorId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  /** Refusals of the code sent last: after too many the server takes no more tries of it. */
  const [wrongTries, setWrongTries] = useState(0);
  // Set at once (not on the next render), so a second completion or press during a check is ignored.
  const checking = useRef(false);
  const verify = useVerifyRegistration();
  const resend = useResendRegistrationCode();
  const countdown = useCountdown();
  const { start } = countdown;

  useEffect(() => {
    start(resendAfter);
  }, [start, resendAfter]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verifyCode(digits);
  }

  /** From the Verify button, or from the sixth digit (whose state update has not landed yet). */
  async function verifyCode(code: readonly string[]) {
    if (checking.current || verify.isPending || verified) return;
    if (!isOtpComplete(code)) {
      setError(AUTH_MESSAGES.signupOtpIncomplete);
      return;
    }
    setError(null);
    checking.current = true;
    const result = await verify.mutateAsync({ phone, otp: otpCode(code) }).finally(() => {
      checking.current = false;
    });
    if (!result.success) {
      const message = failureText(result, { failed: AUTH_MESSAGES.signupVerifyFailed });
      // Said once, under the boxes (no toast repeating it); see code-messages.ts for its wording. A
      // wrong code is cleared, so typing it again from the SMS submits at its sixth digit.
      if (isAuthMessage(message, 'codeInvalid')) {
        setWrongTries((tries) => tries + 1);
        setDigits(emptyOtp());
      }
      setError(message);
      return;
    }
    setVerified(true);
    const said = result.data?.message;
    notifySuccess(typeof said === 'string' && said !== '' ? said : SIGNUP_VERIFIED_MESSAGE, 'account');
    onVerified();
  }

  async function onResend() {
    const result = await resend.mutateAsync({ phone });
    if (!result.success) {
      // A wait (429) explains itself; any other failure gets the spec's words.
      const message =
        result.status === 429
          ? failureText(result, { failed: AUTH_MESSAGES.signupResendFailed })
          : AUTH_MESSAGES.signupResendFailed;
      notifyError(message, 'account');
      const wait = retryAfterSeconds(result);
      if (wait) countdown.start(wait);
      return;
    }
    setDigits(emptyOtp());
    setError(null);
    setWrongTries(0);
    const wait = result.data?.resendAfter;
    countdown.start(typeof wait === 'number' && wait > 0 ? wait : RESEND_WAIT_SECONDS.register);
    notifySuccess(AUTH_MESSAGES.signupResent, 'account');
  }

  const busy = verify.isPending || verified;
  const shownError = error && codeFailureText(error, countdown.secondsLeft > 0, wrongTries);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-mint" aria-hidden="true">
          <MessageSquareText className="size-5 text-leaf" />
        </span>
        <div>
          <h2 id={headingId} className="font-display text-xl font-extrabold text-ink">
            {t('messages.signupSent')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-soft">
            <Trans
              t={t}
              i18nKey="signUp.codeSentTo"
              values={{ phone: displayPhone(phone) }}
              components={{ 1: <span className="font-semibold text-ink" /> }}
            />
          </p>
        </div>
      </div>
      <div>
        <OtpBoxes
          label={t('signUp.codeLabel')}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError(null);
          }}
          errorId={shownError ? errorId : undefined}
          disabled={busy}
          focusOnMount
          onComplete={(code) => void verifyCode(code)}
        />
        <p id={errorId} aria-live="polite" className={errorLineClass}>
          {authText(shownError) ?? ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendButton
          label={t('signUp.resend')}
          secondsLeft={countdown.secondsLeft}
          busy={resend.isPending}
          disabled={busy}
          onResend={() => void onResend()}
        />
        <button
          type="button"
          onClick={onEditDetails}
          disabled={busy}
          className="min-h-10 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-sky/60 hover:text-accent disabled:opacity-60"
        >
          {t('signUp.changeDetails')}
        </button>
      </div>
      <button type="submit" className={submitClass} disabled={busy}>
        {verify.isPending ? t('fields.verifying') : t('signUp.verify')}
      </button>
    </form>
  );
}
