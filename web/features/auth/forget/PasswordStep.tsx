import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { FormAlert } from '../components/FormAlert.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { submitClass } from '../components/submit-styles.ts';
import { newPasswordSchema } from '../form-schemas.ts';

interface PasswordStepProps {
  busy: boolean;
  alert: string | null;
  onSubmit: (newPassword: string) => void;
  onBack: () => void;
}

/** Step 3: the new password twice (at least 8 characters, both the same). */
export function PasswordStep({ busy, alert, onSubmit, onBack }: PasswordStepProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit(values.newPassword));
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('forget.titles.password')}
      className="flex flex-col gap-2"
    >
      <PasswordField
        label={t('forget.newPassword')}
        hint={t('forget.newPasswordHint')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        disabled={busy}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('forget.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        disabled={busy}
        {...form.register('confirmPassword')}
      />
      <div className="flex flex-col gap-3">
        <FormAlert message={alert} />
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <button
            type="button"
            onClick={() => {
              // Leaving the step forgets both passwords (rules/accounts §4).
              form.reset({ newPassword: '', confirmPassword: '' });
              onBack();
            }}
            disabled={busy}
            className={`${buttonStyles.secondary} h-12`}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('fields.back')}
          </button>
          <button type="submit" className={submitClass} disabled={busy}>
            {busy ? t('forget.saving') : t('forget.reset')}
          </button>
        </div>
      </div>
    </form>
  );
}
