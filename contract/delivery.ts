import { z } from 'zod';
import { rupeesText } from './rupees.ts';

// Delivery shapes shared by the web (Check Delivery box, address pincode Verify) and the server.

/** The spec's texts for pincodes (rules/storefront §5 and §8, rules/accounts §5 and §8). */
export const PINCODE_MESSAGES = {
  /** Server-side and address-form validation (rules/accounts §5). */
  invalid: 'Enter a valid 6-digit pincode',
  /**
   * Client-side text when Check or Verify is pressed without 6 digits (rules/storefront §5,
   * rules/accounts §5).
   */
  invalidOnCheck: 'Please enter a valid 6-digit pincode',
  /** A well-formed pincode that India Post does not know (rules/accounts §8). */
  unknown: 'Invalid pincode. Please check and try again.',
  /** A well-formed pincode the shop cannot deliver to (the estimate's negative answer). */
  notServiceable: 'Sorry, we do not deliver to this pincode yet.',
  verified: 'Pincode verified successfully!',
  verifyFailed: 'Unable to verify pincode. Please check your connection.',
  checkFailed: 'Unable to check delivery for this pincode',
  serviceUnavailable: 'Service unavailable. Please try again later.',
} as const;

/** Cash on delivery is the only way to pay: where and how much it takes decides what can be ordered. */
export const COD_MESSAGES = {
  available: 'Cash on delivery available',
  /** Remote zones: cash on delivery up to a value per order (docs/decisions/020). */
  availableUpTo: 'Cash on delivery up to {limit} an order',
  /** The product's own flag: it cannot be paid in cash, and cash is the only way to pay. */
  itemUnavailable: 'Cash on delivery is not available for this item, so it cannot be ordered yet.',
  itemUnavailableShort: 'Not available for cash on delivery',
  /** An order above the zone's cash limit. */
  overLimit: 'Cash on delivery to this pincode is limited to {limit} an order. This order is {total}.',
} as const;

const rupeeText = (rupees: number) => rupeesText(Math.round(rupees));
export const codUpToMessage = (limit: number) =>
  COD_MESSAGES.availableUpTo.replace('{limit}', rupeeText(limit));
export const codOverLimitMessage = (limit: number, total: number) =>
  COD_MESSAGES.overLimit.replace('{limit}', rupeeText(limit)).replace('{total}', rupeeText(total));

/** Whether an order of `total` rupees can be paid in cash at a place with this limit (null: none). */
export const codCovers = (codLimit: number | null, total: number) => codLimit === null || total <= codLimit;

/** Six digits, the first not zero (India Post has no pincode starting with 0). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

// The `error` on z.string also covers a missing or repeated parameter, so every bad input gets the one text.
export const pincodeSchema = z
  .string({ error: PINCODE_MESSAGES.invalid })
  .regex(PINCODE_PATTERN, { error: PINCODE_MESSAGES.invalid });

/** GET /api/user/Products/expected_date?pincode= */
export const deliveryEstimateQuery = z.object({ pincode: pincodeSchema });

/** GET /api/pincode/:pincode */
export const pincodeParams = z.object({ pincode: pincodeSchema });

export const deliveryZoneSchema = z.enum(['local', 'state', 'regional', 'national', 'remote']);
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const deliveryEstimateSuccess = z.object({
  success: z.literal(true),
  /** e.g. 'Delivery available to Mumbai, Maharashtra' */
  message: z.string(),
  /** e.g. 'Delivery by Wed, 25 Nov' (the latest day of the promise, in India time) */
  deliveryMessage: z.string(),
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  codAvailable: z.boolean(),
  /** Rupees of cash on delivery an order may hold here; null: no limit (decision 020). */
  codLimit: z.number().nullable(),
  /** The day of deliveryMessage as an ISO date (YYYY-MM-DD, India time). */
  estimatedDate: z.iso.date(),
  /** Business days (Sundays and national holidays skipped) from dispatch to estimatedDate. */
  businessDays: z.number().int().positive(),
  zone: deliveryZoneSchema,
});
export const deliveryEstimateFailure = z.object({
  success: z.literal(false),
  message: z.string(),
  pincode: z.string(),
});
/**
 * 200 either way: `success` says whether the shop delivers there (rules/storefront §7 reads data.success).
 */
export const deliveryEstimateResponse = z.discriminatedUnion('success', [
  deliveryEstimateSuccess,
  deliveryEstimateFailure,
]);
export type DeliveryEstimate = z.infer<typeof deliveryEstimateResponse>;

export const pincodeLocationSchema = z.object({
  pincode: z.string(),
  /** India Post's district, which the address form puts in the city field. */
  district: z.string(),
  state: z.string(),
  /** Whether the shop delivers (and so takes cash) here at all. */
  serviceable: z.boolean(),
  /** Rupees of cash on delivery an order may hold here; null: no limit. */
  codLimit: z.number().nullable(),
});
export type PincodeLocation = z.infer<typeof pincodeLocationSchema>;

export const pincodeLookupResponse = z.object({ success: z.literal(true), ...pincodeLocationSchema.shape });
export type PincodeLookupResponse = z.infer<typeof pincodeLookupResponse>;
