import { z } from 'zod';
import { INDIA_OFFSET_MS } from './india-time.ts';

// The console's coupons (/api/admin/coupons): create, edit, pause and resume, with each coupon's usage
// and redemptions. Money is whole rupees on the wire (paise in the table); a percent coupon takes
// `value` percent off the items total, at most `maxDiscount` rupees when set; a flat one takes `value`
// rupees off. Codes are letters and digits, stored upper case.

export const COUPON_STATES = ['running', 'scheduled', 'ended', 'paused', 'usedUp'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  ended: 'Ended',
  paused: 'Paused',
  usedUp: 'Used up',
};

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const ADMIN_COUPON_MESSAGES = {
  created: 'Coupon created.',
  saved: 'Coupon saved.',
  paused: 'Coupon paused: shoppers can no longer apply it.',
  resumed: 'Coupon resumed: shoppers can apply it again.',
  notFound: 'Coupon not found.',
  codeInvalid: 'Code: 3 to 20 letters or digits, like DIWALI20.',
  /** 409: another coupon has this code (codes are compared in upper case). */
  codeTaken: 'This code is already used',
  /** 409: the coupon was used on an order, whose shopper and receipt know it by its code. */
  codeLocked:
    'This coupon has already been used on orders, so its code cannot change. Pause it and create a new coupon instead.',
  descriptionRequired: 'Enter the description shoppers read.',
  descriptionTooLong: 'A description is at most 200 characters.',
  kindInvalid: 'Choose percent or flat.',
  valueRequired: 'Enter the discount.',
  percentInvalid: 'A percent is a whole number from 1 to 100.',
  flatInvalid: 'Enter the amount off in whole rupees, ₹1 or more.',
  capInvalid: 'The cap is a whole number of rupees, ₹1 or more, or empty for none.',
  capOnlyPercent: 'Only a percent coupon has a cap: leave it empty for a flat coupon.',
  minOrderInvalid: 'The minimum order is a whole number of rupees, ₹0 or more.',
  startInvalid: 'Choose when the coupon starts.',
  endInvalid: 'Choose when the coupon ends.',
  endBeforeStart: 'The end must be after the start.',
  usageLimitInvalid: 'The usage limit is a whole number, 1 or more, or empty for no limit.',
  /** {used} is how many orders used it. */
  usageLimitBelowUsed: 'The usage limit cannot be below the {used} orders that already used it.',
  perShopperInvalid: 'Uses per shopper: a whole number from 1 to 1000.',
  alreadyPaused: 'This coupon is already paused.',
  notPaused: 'This coupon is not paused.',
  nothingToSave: 'Change at least one field.',
} as const;
const M = ADMIN_COUPON_MESSAGES;

export const usageLimitBelowUsedMessage = (used: number) =>
  M.usageLimitBelowUsed.replace('{used}', String(used));

/** The most rupees any amount of a coupon may be (₹10,00,000). */
export const COUPON_RUPEES_MAX = 1_000_000;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{3,20}$/;

const wholeRupees = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(COUPON_RUPEES_MAX, message);
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** Every field of a coupon as the console sends it (each checked alone; couponIssues checks them together). */
const fields = {
  code: z
    .string({ error: M.codeInvalid })
    .trim()
    .regex(COUPON_CODE_PATTERN, M.codeInvalid)
    .transform((code) => code.toUpperCase()),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(200, M.descriptionTooLong),
  kind: z.enum(COUPON_KINDS, { error: M.kindInvalid }),
  /** Percent (1–100) or rupees (flat); checked by its kind in couponIssues. */
  value: z.number({ error: M.valueRequired }),
  /** Rupees; percent coupons only; null: no cap. */
  maxDiscount: wholeRupees(M.capInvalid, 1).nullable(),
  /** Rupees; the items total must reach it. */
  minOrder: wholeRupees(M.minOrderInvalid, 0),
  startsAt: instant(M.startInvalid),
  endsAt: instant(M.endInvalid),
  /** Orders in all; null: no limit. */
  usageLimit: z
    .number({ error: M.usageLimitInvalid })
    .int(M.usageLimitInvalid)
    .min(1, M.usageLimitInvalid)
    .max(10_000_000, M.usageLimitInvalid)
    .nullable(),
  perUserLimit: z
    .number({ error: M.perShopperInvalid })
    .int(M.perShopperInvalid)
    .min(1, M.perShopperInvalid)
    .max(1000, M.perShopperInvalid),
  firstOrderOnly: z.boolean({ error: 'Choose yes or no.' }),
};

/** A coupon's values as the rules between its fields read them. */
export interface CouponValues {
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
  startsAt: string;
  endsAt: string;
  usageLimit: number | null;
}

/**
 * The rules between fields, for a whole coupon (a create, or an edit merged with the coupon as stored):
 * a percent is 1–100, only a percent has a cap, the end is after the start, and the usage limit is not
 * below the orders that already used it. The server and the console's form ask the same function.
 */
export function couponIssues(
  v: CouponValues,
  usedCount = 0,
): { path: keyof CouponValues; message: string }[] {
  const issues: { path: keyof CouponValues; message: string }[] = [];
  const whole = Number.isInteger(v.value);
  if (v.kind === 'percent' && !(whole && v.value >= 1 && v.value <= 100))
    issues.push({ path: 'value', message: M.percentInvalid });
  if (v.kind === 'flat' && !(whole && v.value >= 1 && v.value <= COUPON_RUPEES_MAX))
    issues.push({ path: 'value', message: M.flatInvalid });
  if (v.kind === 'flat' && v.maxDiscount !== null)
    issues.push({ path: 'maxDiscount', message: M.capOnlyPercent });
  if (Date.parse(v.endsAt) <= Date.parse(v.startsAt))
    issues.push({ path: 'endsAt', message: M.endBeforeStart });
  if (v.usageLimit !== null && v.usageLimit < usedCount)
    issues.push({ path: 'usageLimit', message: usageLimitBelowUsedMessage(usedCount) });
  return issues;
}

/** POST /api/admin/coupons */
export const adminCouponBody = z
  .strictObject({
    ...fields,
    maxDiscount: fields.maxDiscount.default(null),
    minOrder: fields.minOrder.default(0),
    usageLimit: fields.usageLimit.default(null),
    perUserLimit: fields.perUserLimit.default(1),
    firstOrderOnly: fields.firstOrderOnly.default(false),
  })
  .superRefine((v, ctx) => {
    for (const issue of couponIssues(v))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type AdminCouponInput = z.input<typeof adminCouponBody>;

/**
 * PATCH /api/admin/coupons/{id}: the fields that change. The rules between fields are checked on the
 * coupon as it would be after the change (server side, with its used count).
 */
export const adminCouponPatchBody = z.strictObject(fields).partial();
export type AdminCouponPatch = z.input<typeof adminCouponPatchBody>;

export const adminCouponParams = z.object({ id: z.uuid({ error: M.notFound }) });

export const ADMIN_COUPONS_PAGE_MAX = 100;
export const ADMIN_REDEMPTIONS_PAGE_DEFAULT = 20;

/** GET /api/admin/coupons */
export const adminCouponListQuery = z.object({
  /** Part of a code (any case). */
  q: z.string().trim().max(20, 'Search by up to 20 letters or digits.').optional(),
  state: z.enum(COUPON_STATES, { error: 'Unknown state' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_COUPONS_PAGE_MAX).default(25),
});
export type AdminCouponListQuery = z.input<typeof adminCouponListQuery>;

/** GET /api/admin/coupons/{id}: the redemptions' page. */
export const adminCouponDetailQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_COUPONS_PAGE_MAX).default(ADMIN_REDEMPTIONS_PAGE_DEFAULT),
});

export const adminCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minOrder: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  usageLimit: z.number().int().nullable(),
  /** Orders placed with it (a cancelled order gives its use back). */
  usedCount: z.number().int(),
  perUserLimit: z.number().int(),
  firstOrderOnly: z.boolean(),
  paused: z.boolean(),
  /** What it is now: paused, else ended, else used up, else scheduled, else running. */
  state: z.enum(COUPON_STATES),
  /** Used on orders already: its code cannot change. */
  codeLocked: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListResponse = z.object({
  success: z.literal(true),
  coupons: z.array(adminCouponSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminCouponListResponse = z.infer<typeof adminCouponListResponse>;

export const adminRedemptionSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** The shopper's phone, only its last four digits shown (XXXXXX3210); null when the account is gone. */
  phone: z.string().nullable(),
  /** Rupees the coupon took off the order. */
  discount: z.number(),
  at: z.string(),
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;

export const adminCouponDetailResponse = z.object({
  success: z.literal(true),
  coupon: adminCouponSchema,
  usage: z.object({
    /** Orders that used it now (cancelled ones gave their use back). */
    orders: z.number().int(),
    /** Different shoppers among them. */
    shoppers: z.number().int(),
    /** Rupees it took off those orders. */
    discountGiven: z.number(),
    /** Uses left before the limit; null: no limit. */
    remaining: z.number().int().nullable(),
  }),
  redemptions: z.array(adminRedemptionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminCouponDetailResponse = z.infer<typeof adminCouponDetailResponse>;

/** A create, an edit, a pause or a resume: the coupon as it is now, and what to tell the staff member. */
export const adminCouponResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  coupon: adminCouponSchema,
});

/** A phone shown by its last four digits only (the console's redemptions list). */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `XXXXXX${digits.slice(-4)}` : null;
}

/** An instant as the value of a datetime-local input, in India time (2026-11-26T16:05). */
export function indiaInputValue(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local input's value read as India time, as an ISO instant; '' when it is not a time. */
export function indiaInputInstant(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  const ms = Date.parse(`${value}:00+05:30`);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}
