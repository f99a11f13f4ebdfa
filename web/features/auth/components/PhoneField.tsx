import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE } from '../../../../contract/auth.ts';
import { sanitisePhone } from '../phone-input.ts';
import { TextField } from './TextField.tsx';

interface PhoneFieldProps {
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  name?: string;
  label?: string;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An Indian mobile: a fixed '+91' before the field, which keeps only the 10 local digits (a pasted
 * '+91 98765 43210' becomes '9876543210').
 */
export function PhoneField({ value, onChange, label, ...rest }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...rest}
      label={label ?? t('fields.phone')}
      prefix={<span aria-hidden="true">{COUNTRY_CODE}</span>}
      hint={t('fields.phoneHint', { code: COUNTRY_CODE })}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('fields.phonePlaceholder')}
      value={value}
      onChange={(event) => onChange(sanitisePhone(event.target.value))}
    />
  );
}
