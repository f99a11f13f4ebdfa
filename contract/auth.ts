import { z } from 'zod';
import { languageSchema } from './language-schema.ts';

// Account shapes shared by the web forms and the API (rules/accounts §3, §5, §7, §8, §9;
// rules/design §5). The web's forms and the route schemas use these same rules and texts.

export const OTP_LENGTH = 6;
export const RESET_OTP_MIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one phone or email may be sent per purpose in OTP_SEND_WINDOW_MS (purposes counted apart). */
export const OTP_SEND_LIMIT = 5;
export const OTP_SEND_WINDOW_MS = 10 * 60_000;
export const RESEND_WAIT_SECONDS = { login: 30, register: 30, reset: 60 } as const;
export const RESET_GRANT_TTL_MS = 10 * 60_000;
export const REFERRAL_BONUS = { newShopper: 40, referrer: 100 } as const;
export const COUNTRY_CODE = '+91';
/** Redirect delays (rules/accounts §9). */
export { REDIRECT_MS } from './constants.ts';
export const OTP_PURPOSES = ['register', 'login', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The spec's texts (rules/accounts §5 and §8) plus the server's own where the spec names none. */
export const AUTH_MESSAGES = {
  // rules/accounts §5 sign-up
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  correctErrors: 'Please correct the errors before submitting.',
  signupOtpIncomplete: 'Please enter all 6 digits of the OTP',
  // rules/accounts §5 sign-in
  signinOtpInvalid: 'Please enter a valid 6-digit OTP',
  signinPhoneRequired: 'Please enter Phone number',
  // rules/accounts §5 forgot password
  identifierRequired: 'Please enter your email or phone number',
  identifierEmailInvalid: 'Please enter a valid email address',
  identifierPhoneInvalid: 'Please enter a valid phone number',
  resetOtpRequired: 'Please enter the OTP',
  resetOtpInvalid: 'Please enter a valid OTP',
  newPasswordRequired: 'Please enter a new password',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDiffer: 'Passwords do not match',
  sessionExpired: 'Session expired. Please verify OTP again.',
  // rules/accounts §8 sign-up
  registrationFailed: 'Registration failed.',
  signupVerifyFailed: 'OTP verification failed. Please try again.',
  signupResent: 'New OTP has been sent to your phone number',
  signupResendFailed: 'Failed to resend OTP. Please try again.',
  signupSent: 'We just sent you an SMS',
  // rules/accounts §8 sign-in
  sendFailed: 'Failed to send OTP!',
  verifyFailed: 'OTP verification failed!',
  resendFailed: 'Failed to resend OTP!',
  networkError: 'Network error. Please check your connection.',
  somethingWrong: 'Something went wrong. Please try again.',
  socialFailed: 'Failed to complete social sign-in',
  socialProviderFailed: 'Failed to authenticate with the social provider',
  otpSent: 'OTP sent successfully!',
  otpResent: 'New OTP sent successfully!',
  loginSuccess: 'Login successful!',
  socialSuccess: 'Social sign-in successful!',
  // rules/accounts §8 forgot password
  resetSendFailed: 'Failed to send OTP',
  resetOtpWrong: 'Invalid OTP',
  resetTokenMissing: 'Verification successful but session token not received. Please try again.',
  resetResendFailed: 'Failed to resend OTP',
  resetFailed: 'Failed to reset password',
  resetSent: 'OTP sent successfully! Please check your email/phone.',
  resetVerified: 'OTP verified successfully!',
  resetDone: 'Password reset successfully! You can now login with your new password.',
  // Server answers where the spec names none.
  codeInvalid: 'The code is wrong or has expired. Please request a new one.',
  codeSentNeutral: 'If the details are right, a code is on its way.',
  tooManySends: 'Too many codes requested. Please wait before trying again.',
  resendTooSoon: 'Please wait before requesting another code.',
  referralUnknown: 'This referral code is not valid. Check it or leave it blank.',
  emailTaken: 'This email is already used by another account. Please use a different email.',
  loginFailed: 'The email, phone number or password is not correct.',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait before trying again.',
  tooManySignUps: 'Too many new accounts from this connection. Please try again later.',
  resetGrantInvalid: 'Session expired. Please verify OTP again.',
  socialUnavailable: 'Social sign-in is not available right now.',
  loggedOut: 'Logged out successfully!',
} as const;

/** A 10-digit Indian mobile (rules/design §5), with +91 / 91 / 0, spaces and hyphens tolerated on input. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** Strips separators and the country prefix: '+91 98765-43210' → '9876543210'. */
export function localPhoneDigits(input: string): string {
  const digits = input.replace(/[\s\-()]/g, '');
  const bare = digits.replace(/^\+?91(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '');
  return bare;
}

/** The stored form of a phone: +91XXXXXXXXXX. */
export function toE164(local10: string): string {
  return `${COUNTRY_CODE}${local10}`;
}

/** A phone as the API accepts it; the parsed value is the 10 local digits. */
export const phoneSchema = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.phoneRequired })
  .transform(localPhoneDigits)
  .pipe(z.string().regex(INDIAN_MOBILE, { error: AUTH_MESSAGES.phoneInvalid }));

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .max(254, { error: AUTH_MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid })
  .transform((v) => v.toLowerCase());

export const nameSchema = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.nameRequired })
  .max(80, { error: 'Name must be at most 80 characters' });

/** Optional referral code: blank means none; otherwise upper-cased letters and digits. */
export const referralCodeInput = z
  .string()
  .trim()
  .max(32, { error: AUTH_MESSAGES.referralUnknown })
  .transform((v) => v.toUpperCase())
  .optional()
  .transform((v) => (v ? v : undefined));

export const otpSchema = z
  .string({ error: AUTH_MESSAGES.signinOtpInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: AUTH_MESSAGES.signinOtpInvalid });

/** Email or phone for password sign-in and recovery (rules/accounts §5 "Forgot password"). */
export const identifierSchema = z
  .string({ error: AUTH_MESSAGES.identifierRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.identifierRequired })
  .max(254, { error: AUTH_MESSAGES.identifierRequired })
  .superRefine((value, ctx) => {
    if (value.includes('@')) {
      if (!EMAIL_PATTERN.test(value))
        ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.identifierEmailInvalid });
    } else if (!/^\+?[\d\s\-()]{10,}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.identifierPhoneInvalid });
    }
  });

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.newPasswordRequired })
  .min(1, { error: AUTH_MESSAGES.newPasswordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(200, { error: 'Password must be at most 200 characters long' });

// ---- Request bodies (unknown fields refused) ----

export const registerBody = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  referredBy: referralCodeInput,
});
export const phoneOtpBody = z.strictObject({ phone: phoneSchema, otp: otpSchema });
export const phoneOnlyBody = z.strictObject({ phone: phoneSchema });
export const sendOtpBody = z.strictObject({ phone: phoneSchema, referredBy: referralCodeInput });
export const verifyOtpBody = z.strictObject({
  phone: phoneSchema,
  otp: otpSchema,
  sessionId: z.string().trim().min(1).max(64),
  referredBy: referralCodeInput,
});
export const loginBody = z.strictObject({
  /** Email or phone; `email` and `phone` are accepted as names for it too. */
  identifier: identifierSchema.optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  password: z.string().min(1, { error: 'Please enter your password' }).max(200),
});
/** Forgot password: `email` or `phone` (the spec's form sends whichever was typed). */
export const resetSendBody = z.strictObject({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
});
export const resetVerifyBody = z.strictObject({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  otp: z
    .string({ error: AUTH_MESSAGES.resetOtpRequired })
    .trim()
    .regex(/^\d{4,6}$/, { error: AUTH_MESSAGES.resetOtpInvalid }),
});
export const resetPasswordBody = z.strictObject({
  tempToken: z
    .string({ error: AUTH_MESSAGES.resetGrantInvalid })
    .min(1, { error: AUTH_MESSAGES.resetGrantInvalid })
    .max(200),
  newPassword: passwordSchema,
});
export const socialCallbackQuery = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512).optional(),
  iss: z.string().max(512).optional(),
  provider: z.string().max(32).optional(),
});

// ---- Responses ----

export const GENDERS = ['male', 'female', 'other'] as const;
export const genderSchema = z.enum(GENDERS);

/** The user as every account answer gives it (rules/accounts §3 "User / profile"). */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** 10 local digits; the screens show +91 before it. */
  phone: z.string().nullable(),
  gender: genderSchema.nullable(),
  /** File under /uploads, or null. */
  image: z.string().nullable(),
  coins: z.number().int(),
  /** Coins earned by orders not yet final (delivered and past the return window): not spendable yet. */
  pendingCoins: z.number().int().optional(),
  referralCode: z.string(),
  role: z.string(),
  /**
   * The language the shopper chose for the account (null: never chosen). The server always sends it;
   * optional so that answers recorded before it existed still read.
   */
  language: languageSchema.nullable().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export const sendOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  sessionId: z.string(),
  /** Seconds until another code may be requested. */
  resendAfter: z.number().int(),
});
export const codeSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  resendAfter: z.number().int(),
});
export const signInResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  accessToken: z.string(),
  /** The same token under the name the social callback's readers use. */
  token: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponse>;
export const resetVerifyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  tempToken: z.string(),
});

export const outboxQuery = z.object({ to: z.string().trim().min(1).max(254) });
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export const outboxResponse = z.object({ success: z.literal(true), messages: z.array(outboxMessageSchema) });
