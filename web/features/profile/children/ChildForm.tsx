import { Check } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CHILD_GENDERS, type ChildProfileBody } from '../../../../contract/child-profile.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { localize } from '../../../i18n/texts.ts';
import {
  birthYears,
  type ChildField,
  type ChildFieldErrors,
  type ChildFormValues,
  checkChildForm,
  genderLabel,
  monthAllowed,
  monthNames,
} from './child-form.ts';
import type { ChangeOutcome } from './use-children.ts';

const control =
  'h-12 w-full min-w-0 rounded-2xl border bg-paper px-4 text-[16px] text-ink transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-cream disabled:text-ink-soft';
const border = (invalid: boolean) =>
  invalid ? 'border-danger' : 'border-line hover:border-ink-soft/40 focus:border-accent';
const labelClass = 'mb-1.5 block text-sm font-bold text-ink';
const messageClass = 'mt-1 min-h-5 text-sm leading-5 text-danger';

/**
 * A child's name, birth month (month and year: every browser has selects, not all have a month
 * picker), gender and optional height. Checked as the server checks before Save; the server's own
 * refusals come back onto their fields.
 */
export function ChildForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  today = new Date(),
}: {
  initial: ChildFormValues;
  submitLabel: string;
  onSubmit: (body: ChildProfileBody) => Promise<ChangeOutcome>;
  onCancel: () => void;
  today?: Date;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ChildFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    birthMonth: useRef<HTMLSelectElement>(null),
    gender: useRef<HTMLInputElement>(null),
    heightCm: useRef<HTMLInputElement>(null),
  };
  const chosenYear = Number(values.year);

  function set<K extends keyof ChildFormValues>(key: K, value: ChildFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    const field: ChildField = key === 'month' || key === 'year' ? 'birthMonth' : (key as ChildField);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: ChildFieldErrors) {
    setErrors(found);
    const first = (['name', 'birthMonth', 'gender', 'heightCm'] as const).find((f) => found[f]);
    if (first) refs[first].current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const check = checkChildForm(values, today);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setSaving(true);
    const outcome = await onSubmit(check.body);
    // Committed at once, so the fields are enabled again before a refusal puts the focus on one.
    flushSync(() => setSaving(false));
    if (outcome.status === 'failed') showErrors(outcome.errors);
  }

  const describe = (field: ChildField) => (errors[field] ? `${id}-${field}-message` : undefined);
  const message = (field: ChildField) => (
    <p id={`${id}-${field}-message`} className={messageClass}>
      {localize(errors[field], 'account:messages.children') ?? ''}
    </p>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t('children.form.name')}
        </label>
        <input
          ref={refs.name}
          id={`${id}-name`}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          maxLength={40}
          autoComplete="off"
          disabled={saving}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          className={`${control} ${border(Boolean(errors.name))}`}
        />
        {message('name')}
      </div>

      <fieldset className="sm:col-span-2" aria-describedby={describe('birthMonth')}>
        <legend className={labelClass}>{t('children.form.birthMonth')}</legend>
        <div className="grid grid-cols-[3fr_2fr] gap-3">
          <select
            ref={refs.birthMonth}
            aria-label={t('children.form.month')}
            value={values.month}
            onChange={(event) => set('month', event.target.value)}
            disabled={saving}
            aria-invalid={errors.birthMonth ? true : undefined}
            aria-describedby={describe('birthMonth')}
            className={`${control} ${border(Boolean(errors.birthMonth))}`}
          >
            <option value="">{t('children.form.month')}</option>
            {monthNames().map((name, index) => (
              <option
                key={name}
                value={String(index + 1)}
                disabled={values.year !== '' && !monthAllowed(chosenYear, index + 1, today)}
              >
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label={t('children.form.year')}
            value={values.year}
            onChange={(event) => set('year', event.target.value)}
            disabled={saving}
            aria-invalid={errors.birthMonth ? true : undefined}
            aria-describedby={describe('birthMonth')}
            className={`${control} ${border(Boolean(errors.birthMonth))}`}
          >
            <option value="">{t('children.form.year')}</option>
            {birthYears(today).map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
        {message('birthMonth')}
      </fieldset>

      <fieldset aria-describedby={describe('gender')}>
        <legend className={labelClass}>{t('children.form.gender')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {CHILD_GENDERS.map((gender, index) => {
            const checked = values.gender === gender;
            return (
              <label
                key={gender}
                className={`flex h-12 cursor-pointer items-center justify-center gap-2 rounded-2xl border text-[15px] font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-accent ${
                  checked
                    ? 'border-accent bg-accent-soft text-accent-strong'
                    : `${border(Boolean(errors.gender))} text-ink`
                }`}
              >
                <input
                  ref={index === 0 ? refs.gender : undefined}
                  type="radio"
                  name={`${id}-gender`}
                  value={gender}
                  checked={checked}
                  onChange={() => set('gender', gender)}
                  disabled={saving}
                  aria-invalid={errors.gender ? true : undefined}
                  className="sr-only"
                />
                {checked ? <Check className="size-4" aria-hidden="true" /> : null}
                {genderLabel(gender)}
              </label>
            );
          })}
        </div>
        {message('gender')}
      </fieldset>

      <div>
        <label htmlFor={`${id}-height`} className={labelClass}>
          {t('children.form.height')}{' '}
          <span className="font-medium text-ink-soft">{t('children.form.optional')}</span>
        </label>
        <div className="relative">
          <input
            ref={refs.heightCm}
            id={`${id}-height`}
            value={values.heightCm}
            onChange={(event) => set('heightCm', event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            disabled={saving}
            aria-invalid={errors.heightCm ? true : undefined}
            aria-describedby={[`${id}-height-unit`, describe('heightCm')].filter(Boolean).join(' ')}
            className={`${control} pr-12 ${border(Boolean(errors.heightCm))}`}
          />
          <span
            id={`${id}-height-unit`}
            className="pointer-events-none absolute inset-y-0 right-4 grid place-items-center text-sm text-ink-soft"
          >
            {t('children.form.cm')}
          </span>
        </div>
        {message('heightCm')}
      </div>

      <div className="mt-2 flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={saving} className={buttonStyles.secondary}>
          {t('children.cancel')}
        </button>
        <button type="submit" disabled={saving} className={buttonStyles.primary}>
          {saving ? t('children.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
