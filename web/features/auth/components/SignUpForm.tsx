import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUTH_MESSAGES, RESEND_WAIT_SECONDS } from '../../../../contract/auth.ts';
import type { ApiFailure } from '../../../lib/api.ts';
import { fieldErrors, refusalMessage } from '../../../lib/failure.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useRegister } from '../api/register.ts';
import { type SignUpFormInput, signUpFormSchema } from '../form-schemas.ts';
import { FormAlert } from './FormAlert.tsx';
import { PhoneField } from './PhoneField.tsx';
import { SignUpCodeStep } from './SignUpCodeStep.tsx';
import { submitClass } from './submit-styles.ts';
import { TextField } from './TextField.tsx';

const FORM_FIELDS = ['name', 'email', 'phone', 'referredBy'] as const;
type FormField = (typeof FORM_FIELDS)[number];
/** The example shown in the email field: an address, the same in every language. */
const EXAMPLE_EMAIL = 'you@example.com';
const EXAMPLE_REFERRAL = 'LLAB12CD';

const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);

/**
 * What a failed registration says (rules/accounts §8): the server's field messages joined by newlines,
 * else 'Registration failed.'. A conflict or a wait (409, 429) carries its reason in the message
 * alone, and the shopper needs that reason to go on, so it is shown too.
 */
export function registrationFailureText(failure: ApiFailure): string {
  const messages = fieldErrors(failure).map((entry) => entry.msg);
  if (messages.length > 0) return messages.join('\n');
  if (failure.status === 409 || failure.status === 429) {
    return refusalMessage(failure) ?? AUTH_MESSAGES.registrationFailed;
  }
  return AUTH_MESSAGES.registrationFailed;
}

interface Registered {
  phone: string;
  resendAfter: number;
}

/** Sign-up (rules/accounts §2): name, email, phone, optional referral code; then the SMS code step. */
export function SignUpForm({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('auth');
  // A friend's share link (/signup?ref=CODE) fills the referral code in.
  const [searchParams] = useSearchParams();
  const ref = (searchParams.get('ref') ?? '').trim().slice(0, 20);
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', phone: '', referredBy: ref } satisfies SignUpFormInput,
  });
  const registration = useRegister();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const result = await registration.mutateAsync({
        name: values.name,
        email: values.email,
        phone: values.phone,
        ...(values.referredBy ? { referredBy: values.referredBy } : {}),
      });
      if (result.success) {
        const wait = result.data?.resendAfter;
        setRegistered({
          phone: values.phone,
          resendAfter: typeof wait === 'number' && wait > 0 ? wait : RESEND_WAIT_SECONDS.register,
        });
        return;
      }
      const text = registrationFailureText(result);
      let shownOnField = false;
      for (const entry of fieldErrors(result)) {
        if (isFormField(entry.field)) {
          form.setError(entry.field, { message: entry.msg });
          shownOnField = true;
        }
      }
      if (!shownOnField) setFormError(text);
      notifyError(text, 'account');
    },
    () => notifyError(AUTH_MESSAGES.correctErrors, 'account'),
  );

  if (registered) {
    return (
      <SignUpCodeStep
        phone={registered.phone}
        resendAfter={registered.resendAfter}
        onVerified={onVerified}
        onEditDetails={() => setRegistered(null)}
      />
    );
  }

  const busy = registration.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={t('signUp.form')} className="flex flex-col gap-2">
      <TextField
        label={t('signUp.name')}
        autoComplete="name"
        placeholder={t('signUp.namePlaceholder')}
        error={errors.name?.message}
        disabled={busy}
        {...form.register('name')}
      />
      <TextField
        label={t('signUp.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={EXAMPLE_EMAIL}
        error={errors.email?.message}
        disabled={busy}
        {...form.register('email')}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.phone?.message}
            disabled={busy}
          />
        )}
      />
      <TextField
        label={
          <>
            {t('signUp.referral')} <span className="font-normal text-ink-soft">{t('fields.optional')}</span>
          </>
        }
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('signUp.referralPlaceholder', { code: EXAMPLE_REFERRAL })}
        error={errors.referredBy?.message}
        disabled={busy}
        {...form.register('referredBy')}
      />
      <div className="flex flex-col gap-3">
        <FormAlert message={formError} />
        <button type="submit" className={submitClass} disabled={busy}>
          {busy ? t('signUp.creating') : t('signUp.create')}
        </button>
      </div>
    </form>
  );
}
