import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitClass } from '../components/submit-styles.ts';
import { TextField } from '../components/TextField.tsx';
import { IDENTIFIER_EXAMPLE, recoveryIdentifierSchema } from '../form-schemas.ts';

interface IdentifierStepProps {
  /** What was typed before (kept when the shopper comes back from the code step). */
  initial: string;
  busy: boolean;
  onSubmit: (identifier: string) => void;
}

/** Step 1: the email address or phone number of the account (rules/accounts §5 rules). */
export function IdentifierStep({ initial, busy, onSubmit }: IdentifierStepProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(recoveryIdentifierSchema),
    defaultValues: { identifier: initial },
  });
  const submit = form.handleSubmit((values) => onSubmit(values.identifier));
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('forget.titles.identifier')}
      className="flex flex-col gap-2"
    >
      <TextField
        label={t('fields.identifier')}
        hint={t('forget.identifierHint')}
        autoComplete="username"
        placeholder={t('fields.identifierPlaceholder', IDENTIFIER_EXAMPLE)}
        error={form.formState.errors.identifier?.message}
        disabled={busy}
        {...form.register('identifier')}
      />
      <button type="submit" className={submitClass} disabled={busy}>
        {busy ? t('fields.sending') : t('forget.sendOtp')}
      </button>
    </form>
  );
}
