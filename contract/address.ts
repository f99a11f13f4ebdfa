import { z } from 'zod';
import { localPhoneDigits } from './auth.ts';
import { PINCODE_PATTERN } from './delivery.ts';

// Saved delivery addresses (rules/accounts §2 "Addresses", §3, §4 "Address form", §5,
// §7, §8). The form, the edit dialog and the API use these rules and texts.

/** The 28 states of India (the spec's list). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/**
 * The union territories, accepted too: real addresses in Delhi, Chandigarh or Ladakh need them, and
 * the pincode lookup answers with them (docs/decisions: addresses).
 */
export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** Every choice of the state field: the 28 states, then the union territories. */
export const ADDRESS_STATES: readonly string[] = [...INDIAN_STATES, ...UNION_TERRITORIES];

export const ADDRESS_TYPES = ['home', 'work'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: 'Home', work: 'Work' };

export const ADDRESS_MESSAGES = {
  required: 'Please fill in all required fields.',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  primarySameAsAlternate: 'Primary number cannot be the same as alternate number',
  alternateSameAsPrimary: 'Alternate number cannot be the same as primary number',
  correctErrors: 'Please correct errors before submitting.',
  pincodeInvalid: 'Enter a valid 6-digit pincode',
  pincodeInvalidOnVerify: 'Please enter a valid 6-digit pincode',
  pincodeUnknown: 'Invalid pincode. Please check and try again.',
  pincodeVerifyFailed: 'Unable to verify pincode. Please check your connection.',
  pincodeVerified: 'Pincode verified successfully!',
  autoPopulated: 'Auto-populated from pincode verification',
  stateInvalid: 'Please choose a state from the list.',
  typeInvalid: 'Address type must be home or work.',
  serverError: 'Error: {error}',
  somethingWrong: 'Something went wrong. Please try again.',
  fetchFailed: 'Failed to fetch addresses',
  fetchError: 'Something went wrong while fetching addresses',
  updateFailed: 'Failed to update address',
  deleteFailed: 'Failed to delete address',
  added: 'Address added successfully!',
  updated: 'Address updated successfully!',
  deleted: 'Address deleted successfully!',
  empty: 'No addresses found. Please add a shipping address.',
  notFound: 'Address not found',
  limitReached: 'You can save up to 20 addresses. Please delete one first.',
  selectAddress: 'Please select an address!',
  invalidSelection: 'Invalid address selection. Please try again.',
  missingCheckout: 'Missing checkout information. Please try again.',
} as const;

/**
 * What the form says under each empty field, so an empty Save tells the shopper what each one wants
 * instead of one sentence seven times. Worded like the spec's other forms ('Name is required',
 * 'Phone number is required' on sign-up; '<X> is required' on the seller form). The spec's own
 * 'Please fill in all required fields.' stays the API's answer and is said once above the buttons.
 */
export const ADDRESS_REQUIRED_MESSAGES = {
  name: 'Name is required',
  number: 'Phone number is required',
  alternatenumber: 'Alternate phone number is required',
  address: 'Address is required',
  landmark: 'Landmark is required',
  pincode: 'Pincode is required',
  city: 'City is required',
  state: 'State is required',
} as const;
export type RequiredAddressField = keyof typeof ADDRESS_REQUIRED_MESSAGES;

/** How many addresses one shopper may keep (ADDRESS_MESSAGES.limitReached names it). */
export const ADDRESS_LIMIT = 20;

/** The server's answer when a known pincode belongs to another state or union territory than the one chosen. */
export const pincodeStateMessage = (state: string) => `This pincode is in ${state}.`;

/** An Indian mobile: 10 digits starting 6–9 (rules/accounts §5 "Address"). */
export const ADDRESS_PHONE = /^[6-9]\d{9}$/;

const required = (max: number) =>
  z
    .string({ error: ADDRESS_MESSAGES.required })
    .trim()
    .min(1, { error: ADDRESS_MESSAGES.required })
    .max(max, { error: `At most ${max} characters` });

const phone = z
  .string({ error: ADDRESS_MESSAGES.required })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.required })
  .transform(localPhoneDigits)
  .pipe(z.string().regex(ADDRESS_PHONE, { error: ADDRESS_MESSAGES.phoneInvalid }));

// `abort` on the blank checks: an empty pincode or state gets the one "fill in" text, not that and
// the format text too.
const fields = {
  name: required(80),
  number: phone,
  address: required(300),
  landmark: required(120),
  pincode: z
    .string({ error: ADDRESS_MESSAGES.required })
    .trim()
    .min(1, { error: ADDRESS_MESSAGES.required, abort: true })
    .regex(PINCODE_PATTERN, { error: ADDRESS_MESSAGES.pincodeInvalid }),
  city: required(80),
  state: z
    .string({ error: ADDRESS_MESSAGES.required })
    .trim()
    .min(1, { error: ADDRESS_MESSAGES.required, abort: true })
    .refine((value) => ADDRESS_STATES.includes(value), { error: ADDRESS_MESSAGES.stateInvalid }),
  addressType: z.enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.typeInvalid }),
};

function differentNumbers(
  value: { number: string; alternatenumber?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.alternatenumber && value.alternatenumber === value.number) {
    ctx.addIssue({
      code: 'custom',
      path: ['alternatenumber'],
      message: ADDRESS_MESSAGES.alternateSameAsPrimary,
    });
  }
}

/** POST /api/user/address/add — the alternate number is optional (blank = none). */
export const addressAddBody = z
  .strictObject({
    ...fields,
    alternatenumber: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? localPhoneDigits(v) : undefined))
      .pipe(z.string().regex(ADDRESS_PHONE, { error: ADDRESS_MESSAGES.phoneInvalid }).optional()),
  })
  .superRefine(differentNumbers);
export type AddressInput = z.infer<typeof addressAddBody>;

/**
 * PATCH /api/user/address/update/{id} — the edit dialog requires the alternate number (rules/accounts §5).
 */
export const addressUpdateBody = z
  .strictObject({ ...fields, alternatenumber: phone })
  .superRefine(differentNumbers);

export const addressIdParams = z.object({ id: z.uuid({ error: ADDRESS_MESSAGES.notFound }) });

export const addressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  number: z.string(),
  alternatenumber: z.string().nullable(),
  address: z.string(),
  landmark: z.string(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  createdAt: z.string(),
  /** Whether the shop delivers here now (cash on delivery is taken here); decision 020. */
  serviceable: z.boolean(),
  /** Rupees of cash on delivery one order may hold here; null: no limit. */
  codLimit: z.number().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/user/address/view — newest first; an empty list when none. */
export const addressListResponse = z.object({ success: z.literal(true), data: z.array(addressSchema) });
export const addressResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: addressSchema,
});
export const addressDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
