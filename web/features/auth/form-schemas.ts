import { z } from 'zod';
import {
  AUTH_MESSAGES,
  emailSchema,
  INDIAN_MOBILE,
  identifierSchema,
  localPhoneDigits,
  nameSchema,
  passwordSchema,
  RESET_OTP_MIN_LENGTH,
} from '../../../contract/auth.ts';

// The forms' rules (rules/accounts §5), built from the contract's shared pieces so the
// screens say exactly what the API would say.

const referralField = z
  .string()
  .trim()
  .max(32, { error: AUTH_MESSAGES.referralUnknown })
  .transform((value) => (value === '' ? undefined : value));

/**
 * Sign-up checks only that the phone has 10 digits (rules/accounts §9); the server also wants a 6–9 start.
 */
export const signUpFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .min(1, { error: AUTH_MESSAGES.phoneRequired })
    .regex(/^\d{10}$/, { error: AUTH_MESSAGES.phoneInvalid }),
  referredBy: referralField,
});
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/** Sign-in by phone: required to send; an Indian mobile (10 digits starting 6–9, rules/accounts §9). */
export const phoneSignInSchema = z.object({
  phone: z
    .string()
    .trim()
    .min(1, { error: AUTH_MESSAGES.signinPhoneRequired })
    .regex(INDIAN_MOBILE, { error: AUTH_MESSAGES.phoneInvalid }),
  referredBy: referralField,
});
export type PhoneSignInInput = z.input<typeof phoneSignInSchema>;

export const PASSWORD_REQUIRED = 'Please enter your password';

/** Password sign-in (/login): email or phone by the recovery rule, and a password. */
export const passwordSignInSchema = z.object({
  identifier: identifierSchema,
  password: z.string().min(1, { error: PASSWORD_REQUIRED }),
});
export type PasswordSignInInput = z.input<typeof passwordSignInSchema>;

export const recoveryIdentifierSchema = z.object({ identifier: identifierSchema });
export type RecoveryIdentifierInput = z.input<typeof recoveryIdentifierSchema>;

/** The recovery code field: required, then at least 4 digits (the field keeps digits only, max 6). */
export function resetCodeError(code: string): string | null {
  if (code === '') return AUTH_MESSAGES.resetOtpRequired;
  if (code.length < RESET_OTP_MIN_LENGTH) return AUTH_MESSAGES.resetOtpInvalid;
  return null;
}

export const newPasswordSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_MESSAGES.passwordsDiffer,
  });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** An email as typed (trimmed); a phone as its 10 local digits ('+91 98765-43210' → '9876543210'). */
export function normaliseIdentifier(identifier: string): string {
  const value = identifier.trim();
  return value.includes('@') ? value : localPhoneDigits(value);
}

/** The example in the email-or-phone fields' placeholder: an address and a number, alike in every language. */
export const IDENTIFIER_EXAMPLE = { email: 'you@example.com', phone: '98765 43210' } as const;

/** Where an identifier goes in the recovery calls: `{ email }` when it has an '@', else `{ phone }`. */
export function recoveryTarget(identifier: string): { email: string } | { phone: string } {
  const value = normaliseIdentifier(identifier);
  return value.includes('@') ? { email: value } : { phone: value };
}
