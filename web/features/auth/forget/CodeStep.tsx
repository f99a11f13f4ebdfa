import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../../../contract/auth.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { ResendButton } from '../components/ResendButton.tsx';
import { submitClass } from '../components/submit-styles.ts';
import { TextField } from '../components/TextField.tsx';
import { resetCodeError } from '../form-schemas.ts';
import { sanitiseCode } from '../phone-input.ts';

interface CodeStepProps {
  sentTo: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** A failure of this step or one that sent the shopper back here (e.g. an expired session). */
  alert: string | null;
  secondsLeft: number;
  verifying: boolean;
  resending: boolean;
  /** With the code to check (the sixth digit submits before `code` holds it). */
  onVerify: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/**
 * Step 2: the code (digits only, at most 6), with Back and a 60-second Resend. The sixth digit, typed
 * or pasted, sends the code without a press of Verify (a shorter code, 4 or 5 digits, still needs it).
 */
export function CodeStep(props: CodeStepProps) {
  const { sentTo, code, onCodeChange, alert, secondsLeft, verifying, resending } = props;
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  // The field is disabled while the code is checked, which takes the focus away; when it comes back
  // (a wrong code) and nothing else has the focus, it takes it again, ready for the next try.
  const wasVerifying = useRef(verifying);
  useEffect(() => {
    const active = document.activeElement;
    const idle = active === null || active === document.body || active === input.current;
    if (wasVerifying.current && !verifying && idle) {
      input.current?.focus();
      input.current?.select();
    }
    wasVerifying.current = verifying;
  }, [verifying]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = resetCodeError(code);
    setError(problem);
    if (!problem) props.onVerify(code);
  }

  function change(next: string) {
    onCodeChange(next);
    if (error) setError(null);
    if (next.length === OTP_LENGTH && next !== code) props.onVerify(next);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('forget.titles.code')} className="flex flex-col gap-2">
      <p className="mb-3 text-sm text-ink-soft">
        <Trans
          t={t}
          i18nKey="forget.codeSentTo"
          values={{ to: sentTo }}
          components={{ 1: <span className="font-semibold text-ink break-all" /> }}
        />
      </p>
      <TextField
        label={t('forget.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('forget.codePlaceholder')}
        className="[&_input]:tracking-[0.3em] [&_input]:placeholder:tracking-normal"
        ref={input}
        value={code}
        onChange={(event) => change(sanitiseCode(event.target.value))}
        error={error ?? undefined}
        disabled={verifying}
      />
      <div className="-mt-1 mb-3 flex justify-end">
        <ResendButton
          label={t('forget.resend')}
          secondsLeft={secondsLeft}
          busy={resending}
          disabled={verifying}
          onResend={props.onResend}
        />
      </div>
      <div className="flex flex-col gap-3">
        <FormAlert message={alert} />
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <button
            type="button"
            onClick={props.onBack}
            disabled={verifying}
            className={`${buttonStyles.secondary} h-12`}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('fields.back')}
          </button>
          <button type="submit" className={submitClass} disabled={verifying}>
            {verifying ? t('fields.verifying') : t('forget.verify')}
          </button>
        </div>
      </div>
    </form>
  );
}
