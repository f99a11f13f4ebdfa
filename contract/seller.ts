import { z } from 'zod';
import { ADDRESS_MESSAGES, ADDRESS_STATES } from './address.ts';
import { EMAIL_PATTERN, localPhoneDigits } from './auth.ts';
import { PINCODE_PATTERN } from './delivery.ts';

// The seller application (rules/accounts §2 "Become a Seller", §3, §4 "Seller form", §5
// "Seller", §7 POST /user/profile/register, §8 "Seller", §9). The three steps of the web form and the
// API check the same rules with the same texts. docs/decisions/013-seller-applications.md says where
// this goes beyond the spec (formats of IFSC, GST number, account number; file kinds and sizes).

export const SELLER_STEP_COUNT = 3;
export const SELLER_STEP_LABELS = ['Personal Info', 'Business Info', 'Documents'] as const;
export const SELLER_STEP_TITLES = [
  'Personal Information',
  'Business Information',
  'Financial & Documents',
] as const;

export const SELLER_PASSWORD_MIN_LENGTH = 6;
export { SELLER_TOAST_MS } from './constants.ts';

const MB = 1_048_576;

/** What each upload may be: its kinds (judged by the bytes), its size and how many files. */
export const SELLER_FILE_LIMITS = {
  storelogo: { maxBytes: 2 * MB, maxFiles: 1 },
  license: { maxBytes: 5 * MB, maxFiles: 1 },
  images: { maxBytes: 2 * MB, maxFiles: 5 },
  passbookImage: { maxBytes: 2 * MB, maxFiles: 2 },
} as const;
export type SellerFileField = keyof typeof SELLER_FILE_LIMITS;
export const SELLER_FILE_FIELDS = Object.keys(SELLER_FILE_LIMITS) as SellerFileField[];

/** Image types accepted for the logo, store photos and passbook pages. */
export const SELLER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Document types accepted for the business license. */
export const SELLER_LICENSE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const SELLER_LICENSE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/**
 * Suggestions for the Store Type field. The spec makes it free text, so any type is accepted; these
 * are the kinds of shop the marketplace mostly hears from.
 */
export const STORE_TYPE_SUGGESTIONS = [
  "Kids' clothing boutique",
  'Baby and newborn wear',
  'Ethnic and festive wear',
  'School uniforms',
  "Kids' footwear",
  'Handloom and organic cotton',
  'Toys and accessories',
  'Manufacturer or wholesaler',
] as const;

export type SellerApplicationStatus = 'pending' | 'approved' | 'rejected';
export const SELLER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The spec's texts (rules/accounts §5, §8) and the shop's own where the spec names none. */
export const SELLER_MESSAGES = {
  // rules/accounts §5 step 1
  ownerNameRequired: 'Owner name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be 10 digits',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateInvalid: ADDRESS_MESSAGES.stateInvalid,
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: ADDRESS_MESSAGES.pincodeInvalid,
  // rules/accounts §5 step 2
  businessNameRequired: 'Business name is required',
  businessLocationRequired: 'Business location is required',
  storeTypeRequired: 'Store type is required',
  // rules/accounts §5 step 3
  bankNameRequired: 'Bank name is required',
  accountNumberRequired: 'Account number is required',
  accountNumberInvalid: 'Account number must be 9 to 18 digits',
  accountHolderRequired: 'Account holder name is required',
  ifscRequired: 'IFSC code is required',
  ifscInvalid: 'Enter a valid IFSC code (e.g. SBIN0001234)',
  gstInvalid: 'Enter a valid 15-character GST number',
  bankDetailsInvalid: 'Bank details could not be read',
  storeLogoRequired: 'Store logo is required',
  // Files (by their bytes, whatever their names)
  logoNotImage: 'Store logo must be a JPEG, PNG or WebP image',
  licenseWrongType: 'Business license must be a PDF, DOC or DOCX file',
  imagesNotImage: 'Store images must be JPEG, PNG or WebP images',
  passbookNotImage: 'Passbook images must be JPEG, PNG or WebP images',
  logoTooLarge: 'Store logo must be 2 MB or smaller',
  licenseTooLarge: 'Business license must be 5 MB or smaller',
  imageTooLarge: 'Each store image must be 2 MB or smaller',
  passbookTooLarge: 'Each passbook image must be 2 MB or smaller',
  oneLogo: 'Send one store logo',
  oneLicense: 'Send one business license',
  tooManyImages: 'You can add at most 5 store images',
  tooManyPassbook: 'You can add at most 2 passbook images',
  tooManyFiles: 'The form has too many files.',
  unknownFile: 'The form has a file the application does not take.',
  notMultipart: 'Send the application as multipart/form-data.',
  // rules/accounts §4, §8
  fixFields: 'Please fill all required fields correctly',
  submitting: 'Submitting your application...',
  submitted: 'Application submitted successfully!',
  submitError: 'Error submitting application. Please try again.',
  callFailed: 'Error submitting seller application',
  noToken: 'No token provided',
  alreadyPending: 'You already have an application under review.',
  underReview: 'Your application is under review',
  approved: 'Your seller application has been approved',
  rejected: 'Your last application was not approved. You can apply again below.',
} as const;

/** Per file field: the texts for a wrong kind, a file too large and too many files. */
export const SELLER_FILE_MESSAGES: Record<
  SellerFileField,
  { wrongKind: string; tooLarge: string; tooMany: string }
> = {
  storelogo: {
    wrongKind: SELLER_MESSAGES.logoNotImage,
    tooLarge: SELLER_MESSAGES.logoTooLarge,
    tooMany: SELLER_MESSAGES.oneLogo,
  },
  license: {
    wrongKind: SELLER_MESSAGES.licenseWrongType,
    tooLarge: SELLER_MESSAGES.licenseTooLarge,
    tooMany: SELLER_MESSAGES.oneLicense,
  },
  images: {
    wrongKind: SELLER_MESSAGES.imagesNotImage,
    tooLarge: SELLER_MESSAGES.imageTooLarge,
    tooMany: SELLER_MESSAGES.tooManyImages,
  },
  passbookImage: {
    wrongKind: SELLER_MESSAGES.passbookNotImage,
    tooLarge: SELLER_MESSAGES.passbookTooLarge,
    tooMany: SELLER_MESSAGES.tooManyPassbook,
  },
};

/** IFSC: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** The seller form checks only that the phone has 10 digits (rules/accounts §9). */
export const SELLER_PHONE_PATTERN = /^\d{10}$/;

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: `At most ${max} characters` });

/** Blank or missing = none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** Letters and digits upper-cased, spaces dropped: 'sbin 0001234' → 'SBIN0001234'. */
const code = (value: string) => value.replace(/\s+/g, '').toUpperCase();

// ---- Step 1: Personal Information (address, city, state and pincode are shown and checked here) ----

export const sellerPersonalSchema = z.object({
  ownername: text(SELLER_MESSAGES.ownerNameRequired, 80),
  email: z
    .string({ error: SELLER_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: SELLER_MESSAGES.emailRequired, abort: true })
    .max(254, { error: SELLER_MESSAGES.emailInvalid })
    .regex(EMAIL_PATTERN, { error: SELLER_MESSAGES.emailInvalid })
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: SELLER_MESSAGES.passwordRequired })
    .min(1, { error: SELLER_MESSAGES.passwordRequired, abort: true })
    .min(SELLER_PASSWORD_MIN_LENGTH, { error: SELLER_MESSAGES.passwordTooShort })
    .max(200, { error: SELLER_MESSAGES.passwordTooLong }),
  number: z
    .string({ error: SELLER_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: SELLER_MESSAGES.phoneRequired, abort: true })
    .transform(localPhoneDigits)
    .pipe(z.string().regex(SELLER_PHONE_PATTERN, { error: SELLER_MESSAGES.phoneInvalid })),
  address: text(SELLER_MESSAGES.addressRequired, 300),
  city: text(SELLER_MESSAGES.cityRequired, 80),
  state: z
    .string({ error: SELLER_MESSAGES.stateRequired })
    .trim()
    .min(1, { error: SELLER_MESSAGES.stateRequired, abort: true })
    .refine((value) => ADDRESS_STATES.includes(value), { error: SELLER_MESSAGES.stateInvalid }),
  pincode: z
    .string({ error: SELLER_MESSAGES.pincodeRequired })
    .trim()
    .min(1, { error: SELLER_MESSAGES.pincodeRequired, abort: true })
    .regex(PINCODE_PATTERN, { error: SELLER_MESSAGES.pincodeInvalid }),
});

// ---- Step 2: Business Information ----

export const sellerBusinessSchema = z.object({
  businessname: text(SELLER_MESSAGES.businessNameRequired, 120),
  storetype: text(SELLER_MESSAGES.storeTypeRequired, 80),
  businesslocation: text(SELLER_MESSAGES.businessLocationRequired, 200),
  businesslandmark: optionalText(120),
  description: optionalText(1000),
});

// ---- Step 3: Financial & Documents (the files are checked apart: SELLER_FILE_LIMITS) ----

export const bankDetailsSchema = z.strictObject(
  {
    bankName: text(SELLER_MESSAGES.bankNameRequired, 120),
    accountNumber: z
      .string({ error: SELLER_MESSAGES.accountNumberRequired })
      .transform((value) => value.replace(/[\s-]+/g, ''))
      .pipe(
        z
          .string()
          .min(1, { error: SELLER_MESSAGES.accountNumberRequired, abort: true })
          .regex(ACCOUNT_NUMBER_PATTERN, { error: SELLER_MESSAGES.accountNumberInvalid }),
      ),
    accountHolderName: text(SELLER_MESSAGES.accountHolderRequired, 120),
    ifscCode: z
      .string({ error: SELLER_MESSAGES.ifscRequired })
      .transform(code)
      .pipe(
        z
          .string()
          .min(1, { error: SELLER_MESSAGES.ifscRequired, abort: true })
          .regex(IFSC_PATTERN, { error: SELLER_MESSAGES.ifscInvalid }),
      ),
  },
  { error: SELLER_MESSAGES.bankDetailsInvalid },
);
export type BankDetails = z.infer<typeof bankDetailsSchema>;

const gstNumber = z
  .string()
  .optional()
  .transform((value) => (value ? code(value) : undefined))
  .pipe(z.string().regex(GSTIN_PATTERN, { error: SELLER_MESSAGES.gstInvalid }).optional());

export const sellerFinancialSchema = z.object({ bankDetails: bankDetailsSchema, gstNumber });

/** The steps' schemas in order; the form checks the shown step's fields with them. */
export const SELLER_STEP_SCHEMAS = [
  sellerPersonalSchema,
  sellerBusinessSchema,
  sellerFinancialSchema,
] as const;

/** The whole application's text fields, as the web form holds them (bankDetails an object). */
export const sellerApplicationSchema = z.strictObject({
  ...sellerPersonalSchema.shape,
  ...sellerBusinessSchema.shape,
  ...sellerFinancialSchema.shape,
});
export type SellerApplicationInput = z.input<typeof sellerApplicationSchema>;
export type SellerApplication = z.output<typeof sellerApplicationSchema>;

/** bankDetails arrives as a JSON string in the form; missing or blank reads as {} (every field required). */
function parseBankDetails(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The text fields of POST /api/user/profile/register (multipart): the application with bankDetails as
 * a JSON string. Unknown fields are refused.
 */
export const sellerApplicationFormFields = z.strictObject({
  ...sellerPersonalSchema.shape,
  ...sellerBusinessSchema.shape,
  bankDetails: z.preprocess(parseBankDetails, bankDetailsSchema),
  gstNumber,
});

// ---- Answers ----

export const sellerApplicationSummary = z.object({
  _id: z.string(),
  status: z.enum(SELLER_APPLICATION_STATUSES),
  businessname: z.string(),
  storetype: z.string(),
  /** The payout account, masked: only the last four digits ('XXXXXX1234'). */
  bankAccount: z.string().optional(),
  /** Why the shop did not approve it: present on a rejected application only. */
  rejectReason: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerApplicationSummary = z.infer<typeof sellerApplicationSummary>;

/** POST /api/user/profile/register → 200 (the spec judges success by status 200). */
export const sellerSubmitResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  application: sellerApplicationSummary,
});
export type SellerSubmitResponse = z.infer<typeof sellerSubmitResponse>;

/** GET /api/user/seller/application → the shopper's latest application, or null. */
export const sellerApplicationResponse = z.object({
  success: z.literal(true),
  application: sellerApplicationSummary.nullable(),
});
export type SellerApplicationResponse = z.infer<typeof sellerApplicationResponse>;
