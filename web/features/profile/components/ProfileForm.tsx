import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE, type PublicUser } from '../../../../contract/auth.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { localize } from '../../../i18n/texts.ts';
import {
  changedFields,
  type ProfileFormOutput,
  type ProfileFormValues,
  profileFormSchema,
  toFormValues,
} from '../profile-form.ts';
import { usePhotoPick } from '../use-photo-pick.ts';
import { useSaveProfile } from '../use-save-profile.ts';
import { CoinBalance } from './CoinBalance.tsx';
import { errorClass, inputClass, labelClass } from './fields.ts';
import { GenderRadios } from './GenderRadios.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';

const TEXT_FIELDS = ['name', 'email', 'phone'] as const;

/** A field's message: the form's rules give the contract's English words; the server's are already in the page's language. */
const localizeError = (message: string | undefined) => localize(message, 'account:messages.validation');
type TextField = (typeof TEXT_FIELDS)[number];

/** The Account Details form of a loaded profile. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => profileFormSchema(user), [user]);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(user),
  });
  const { register, control, formState, setError } = form;
  const errors = formState.errors;
  const photo = usePhotoPick();
  const { save, saving } = useSaveProfile();
  const ids = { name: useId(), email: useId(), phone: useId(), prefix: useId() };

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save(user, changedFields(user, values), photo.file);
    if (outcome.status === 'saved') {
      form.reset(toFormValues(outcome.user));
      photo.clear();
    } else if (outcome.status === 'failed') {
      for (const { field, msg } of outcome.fieldErrors) {
        if ((TEXT_FIELDS as readonly string[]).includes(field)) {
          setError(field as TextField, { type: 'server', message: msg }, { shouldFocus: true });
        }
      }
    }
  });

  const describedBy = (field: TextField, extra?: string) =>
    [extra, errors[field] ? `${ids[field]}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: TextField) =>
    errors[field]?.message ? (
      <p id={`${ids[field]}-error`} className={errorClass}>
        {localizeError(errors[field]?.message)}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="flex flex-col gap-4 rounded-2xl bg-cream/70 p-4 sm:flex-row sm:items-center sm:justify-between">
        <PhotoPicker
          current={user.image}
          preview={photo.preview}
          name={user.name}
          error={photo.error}
          disabled={saving}
          onPick={photo.pick}
        />
        <div className="flex items-center gap-2 sm:flex-col sm:items-end">
          <span className="text-xs font-bold uppercase tracking-[0.08em] text-ink-soft">
            {t('profile.details.coinBalance')}
          </span>
          <CoinBalance coins={user.coins} pending={user.pendingCoins} />
        </div>
      </div>

      <div>
        <label htmlFor={ids.name} className={labelClass}>
          {t('profile.details.name')}
        </label>
        <input
          id={ids.name}
          type="text"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={inputClass}
          {...register('name')}
        />
        {fieldError('name')}
      </div>

      <div>
        <label htmlFor={ids.email} className={labelClass}>
          {t('profile.details.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={inputClass}
          {...register('email')}
        />
        {fieldError('email')}
      </div>

      <div>
        <label htmlFor={ids.phone} className={labelClass}>
          {t('profile.details.phone')}
        </label>
        <div className="flex">
          <span
            id={ids.prefix}
            className="grid place-items-center rounded-l-2xl border border-r-0 border-line bg-sky/60 px-3.5 text-[15px] font-bold text-ink"
          >
            {COUNTRY_CODE}
          </span>
          <input
            id={ids.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', ids.prefix)}
            className={`${inputClass} rounded-l-none`}
            {...register('phone')}
          />
        </div>
        {fieldError('phone')}
      </div>

      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <GenderRadios value={field.value} onChange={field.onChange} disabled={saving} />
        )}
      />

      <button type="submit" disabled={saving} className={`${buttonStyles.primary} w-full sm:w-auto`}>
        {saving ? t('profile.details.saving') : t('profile.details.save')}
      </button>
    </form>
  );
}
