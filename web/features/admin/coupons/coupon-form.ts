import {
  ADMIN_COUPON_MESSAGES,
  type AdminCoupon,
  type AdminCouponPatch,
  adminCouponBody,
  type CouponKind,
  couponIssues,
  indiaInputInstant,
  indiaInputValue,
} from '../../../../contract/admin-coupons.ts';
import { formatRupees } from '../../../lib/format.ts';

// The coupon dialog's form: what its inputs hold (text, as inputs give it), the body it sends, checked
// with the contract's schema and rules before anything is sent, and the few words the desk writes about
// a coupon.

export interface CouponFormValues {
  code: string;
  description: string;
  kind: CouponKind;
  value: string;
  maxDiscount: string;
  minOrder: string;
  /** datetime-local values, India time. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perUserLimit: string;
  firstOrderOnly: boolean;
}
export type CouponField = keyof CouponFormValues;
export const COUPON_FIELDS = [
  'code',
  'description',
  'kind',
  'value',
  'maxDiscount',
  'minOrder',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perUserLimit',
  'firstOrderOnly',
] as const satisfies readonly CouponField[];

const DAY_MS = 86_400_000;

/** The form of a coupon being edited, or a new one running from the next hour for 30 days. */
export function couponFormValues(coupon: AdminCoupon | undefined, now = new Date()): CouponFormValues {
  if (!coupon) {
    const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
    return {
      code: '',
      description: '',
      kind: 'percent',
      value: '',
      maxDiscount: '',
      minOrder: '0',
      startsAt: indiaInputValue(start.toISOString()),
      endsAt: indiaInputValue(new Date(start.getTime() + 30 * DAY_MS).toISOString()),
      usageLimit: '',
      perUserLimit: '1',
      firstOrderOnly: false,
    };
  }
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: String(coupon.value),
    maxDiscount: text(coupon.maxDiscount),
    minOrder: String(coupon.minOrder),
    startsAt: indiaInputValue(coupon.startsAt),
    endsAt: indiaInputValue(coupon.endsAt),
    usageLimit: text(coupon.usageLimit),
    perUserLimit: String(coupon.perUserLimit),
    firstOrderOnly: coupon.firstOrderOnly,
  };
}

/** An input's number: empty is missing (undefined), or null where the field may be left empty. */
function numberOf(text: string, emptyIs: null | undefined): number | null | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? emptyIs : Number(trimmed);
}

/** The body the form's inputs make (not yet checked). */
function rawBody(v: CouponFormValues) {
  return {
    code: v.code,
    description: v.description,
    kind: v.kind,
    value: numberOf(v.value, undefined),
    // A flat coupon has no cap, whatever the hidden input still holds.
    maxDiscount: v.kind === 'flat' ? null : numberOf(v.maxDiscount, null),
    minOrder: numberOf(v.minOrder, undefined) ?? 0,
    startsAt: indiaInputInstant(v.startsAt),
    endsAt: indiaInputInstant(v.endsAt),
    usageLimit: numberOf(v.usageLimit, null),
    perUserLimit: numberOf(v.perUserLimit, undefined),
    firstOrderOnly: v.firstOrderOnly,
  };
}

export type CouponBody = ReturnType<typeof adminCouponBody.parse>;
export type Checked =
  | { ok: true; body: CouponBody }
  | { ok: false; errors: Partial<Record<CouponField, string>> };

/**
 * The form checked with the contract's schema and its rules between fields (a usage limit not below
 * the coupon's used count): the body to send, or each field's first message.
 */
export function checkCouponForm(v: CouponFormValues, usedCount = 0): Checked {
  const parsed = adminCouponBody.safeParse(rawBody(v));
  const errors: Partial<Record<CouponField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CouponField | undefined;
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  for (const issue of couponIssues(parsed.data, usedCount)) {
    if (!(issue.path in errors)) errors[issue.path] = issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: parsed.data };
}

/** The fields of `body` that differ from the coupon (an edit sends only these). */
export function couponChanges(coupon: AdminCoupon, body: CouponBody): AdminCouponPatch {
  const changes: Record<string, unknown> = {};
  for (const field of COUPON_FIELDS) {
    const before = coupon[field];
    const after = body[field];
    const same =
      field === 'startsAt' || field === 'endsAt'
        ? Date.parse(String(before)) === Date.parse(String(after))
        : before === after;
    if (!same) changes[field] = after;
  }
  return changes as AdminCouponPatch;
}

export const NOTHING_CHANGED = ADMIN_COUPON_MESSAGES.nothingToSave;

/** "10% off, up to ₹150" or "₹100 off". */
export function discountText(c: Pick<AdminCoupon, 'kind' | 'value' | 'maxDiscount'>): string {
  if (c.kind === 'flat') return `${formatRupees(c.value)} off`;
  return c.maxDiscount === null ? `${c.value}% off` : `${c.value}% off, up to ${formatRupees(c.maxDiscount)}`;
}

/** "3 of 100" or "3 (no limit)". */
export function usageText(c: Pick<AdminCoupon, 'usedCount' | 'usageLimit'>): string {
  return c.usageLimit === null ? `${c.usedCount} (no limit)` : `${c.usedCount} of ${c.usageLimit}`;
}
