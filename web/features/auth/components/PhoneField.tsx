import type { Ref } from 'react';
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
export function PhoneField({ value, onChange, label = 'Phone number', ...rest }: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      label={label}
      prefix={<span aria-hidden="true">{COUNTRY_CODE}</span>}
      hint={`10-digit mobile number, India (${COUNTRY_CODE})`}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="98765 43210"
      value={value}
      onChange={(event) => onChange(sanitisePhone(event.target.value))}
    />
  );
}
