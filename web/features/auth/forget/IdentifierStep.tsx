import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { submitClass } from '../components/submit-styles.ts';
import { TextField } from '../components/TextField.tsx';
import { recoveryIdentifierSchema } from '../form-schemas.ts';

interface IdentifierStepProps {
  /** What was typed before (kept when the shopper comes back from the code step). */
  initial: string;
  busy: boolean;
  onSubmit: (identifier: string) => void;
}

/** Step 1: the email address or phone number of the account (rules/accounts §5 rules). */
export function IdentifierStep({ initial, busy, onSubmit }: IdentifierStepProps) {
  const form = useForm({
    resolver: zodResolver(recoveryIdentifierSchema),
    defaultValues: { identifier: initial },
  });
  const submit = form.handleSubmit((values) => onSubmit(values.identifier));
  return (
    <form onSubmit={submit} noValidate aria-label="Find your account" className="flex flex-col gap-2">
      <TextField
        label="Email or phone number"
        hint="We will send a one-time code there."
        autoComplete="username"
        placeholder="you@example.com or 98765 43210"
        error={form.formState.errors.identifier?.message}
        disabled={busy}
        {...form.register('identifier')}
      />
      <button type="submit" className={submitClass} disabled={busy}>
        {busy ? 'Sending…' : 'Send OTP'}
      </button>
    </form>
  );
}
