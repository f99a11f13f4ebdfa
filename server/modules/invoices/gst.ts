import { hsnOf } from './hsn.ts';

// The GST figures of one order's tax invoice. Money is integer paise throughout.
//
// Prices are tax-inclusive: the shopper paid the shelf price, and the invoice shows how much of it is
// tax. The order's coupon and coin discounts are spread over its lines in proportion to each line's
// value (largest remainder, so the shares add up to the discount exactly); a line's value after its
// share, per piece, picks the GST slab. The taxable value is value ÷ (1 + rate) and the tax is the
// rest, so each line's taxable value plus tax is exactly what was paid for it and the invoice's total
// is exactly the order's payable amount.
//
// Rounding: the tax of a line is rounded half up to whole paise; inside the shop's state it is rounded
// to an even number of paise instead, so that CGST and SGST are exactly half each. Either way a line's
// tax is within one paisa of the exact figure.
//
// The delivery charge goes with the goods as one composite supply (CGST Act 2017, s. 2(30) and s. 8(a)):
// it is taxed like the principal supply, which we take as the goods line with the highest rate.

/** One slab: pieces worth at most `upToPaise` (or any value, when null) are taxed at `ratePercent`. */
export interface GstSlab {
  ratePercent: number;
  upToPaise: number | null;
}

/** Apparel and footwear from 22 Sep 2025: 5% up to ₹2,500 a piece, 18% above (GST_SLABS's default). */
export const GST_SLABS_DEFAULT = '5@2500,18';

/**
 * Reads GST_SLABS: comma-separated `rate@upToRupees` entries with rising limits, the last one a bare
 * rate for everything above. Throws a readable message when malformed.
 */
export function parseGstSlabs(text: string): GstSlab[] {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new Error('GST_SLABS must name at least one rate, e.g. 5@2500,18');
  const slabs: GstSlab[] = [];
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const match = /^(\d{1,2}(?:\.\d{1,2})?)(?:@(\d{1,9}(?:\.\d{1,2})?))?$/.exec(part);
    if (!match) throw new Error(`GST_SLABS: "${part}" is not a rate (like 18) or rate@rupees (like 5@2500)`);
    const ratePercent = Number(match[1]);
    if (ratePercent > 40) throw new Error(`GST_SLABS: ${ratePercent}% is not a GST rate`);
    const upToPaise = match[2] === undefined ? null : Math.round(Number(match[2]) * 100);
    if (last && upToPaise !== null)
      throw new Error('GST_SLABS: the last entry is the rate above every limit, e.g. 18');
    if (!last && upToPaise === null)
      throw new Error('GST_SLABS: every entry but the last needs a limit, e.g. 5@2500');
    const previous = slabs.at(-1)?.upToPaise;
    if (upToPaise !== null && previous !== undefined && previous !== null && upToPaise <= previous)
      throw new Error('GST_SLABS: the limits must rise, e.g. 5@1000,12@2500,18');
    slabs.push({ ratePercent, upToPaise });
  }
  return slabs;
}

/**
 * The slab rate of `quantity` pieces worth `value` together: the slab of value ÷ quantity, compared as
 * value ≤ limit × quantity so no division rounds.
 */
export function slabRate(slabs: readonly GstSlab[], value: number, quantity = 1): number {
  for (const slab of slabs)
    if (slab.upToPaise === null || value <= slab.upToPaise * quantity) return slab.ratePercent;
  return slabs.at(-1)?.ratePercent ?? 0;
}

/**
 * Splits `total` over `weights` in proportion, by the largest-remainder method: the shares are whole,
 * add up to `total` exactly, and the leftover units go to the largest fractional parts (ties to the
 * earlier weight). Zero weights get nothing unless every weight is zero (then nothing is split).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => (big * BigInt(w)) / bigSum);
  const rests = weights.map((w, i) => ({ i, rest: big * BigInt(w) - shares[i]! * bigSum }));
  let left = Number(big - shares.reduce((a, s) => a + s, 0n));
  rests.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const out = shares.map(Number);
  for (const { i } of rests) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** Rate in hundredths of a percent (5 → 500, 2.5 → 250), so the arithmetic stays in integers. */
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/** The tax inside a tax-inclusive `value` at `ratePercent`: half up, or to an even paisa when `even`. */
export function taxIn(value: number, ratePercent: number, even: boolean): number {
  const bp = basisPoints(ratePercent);
  if (bp === 0 || value === 0) return 0;
  const den = 10_000 + bp;
  const unit = even ? 2 : 1;
  // round(value × bp / den / unit) × unit, half up, in integers.
  const num = value * bp;
  return Math.floor((2 * num + unit * den) / (2 * unit * den)) * unit;
}

export interface GstLineInput {
  description: string;
  productType: string | null;
  quantity: number;
  /** Tax-inclusive price of one piece as sold, before the order's discounts. */
  unitPrice: number;
}

export interface OrderMoney {
  couponDiscount: number;
  coinDiscount: number;
  deliveryCharge: number;
  /** What the order said the shopper pays; the invoice must come to exactly this. */
  finalPayable: number;
}

export interface TaxLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity. */
  gross: number;
  /** This line's share of the coupon and coin discount. */
  discount: number;
  /** gross − discount: what was paid for the line, tax included. */
  value: number;
  ratePercent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxInvoiceFigures {
  intraState: boolean;
  lines: TaxLine[];
  /** The delivery charge as a line (null when delivery was free). */
  delivery: TaxLine | null;
  totals: {
    gross: number;
    discount: number;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  };
}

function taxLine(
  base: Omit<TaxLine, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'ratePercent'>,
  ratePercent: number,
  intraState: boolean,
): TaxLine {
  const tax = taxIn(base.value, ratePercent, intraState);
  return {
    ...base,
    ratePercent,
    taxable: base.value - tax,
    cgst: intraState ? tax / 2 : 0,
    sgst: intraState ? tax / 2 : 0,
    igst: intraState ? 0 : tax,
  };
}

/** Whether the place of supply is the shop's own state (names compared without case or extra spaces). */
export const sameState = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The invoice's figures for an order's lines and money, shipped to `shipState` from `shopState`. */
export function computeGst(
  lines: readonly GstLineInput[],
  money: OrderMoney,
  options: { slabs: readonly GstSlab[]; shopState: string; shipState: string },
): TaxInvoiceFigures {
  const intraState = sameState(options.shopState, options.shipState);
  const grosses = lines.map((l) => l.unitPrice * l.quantity);
  const goods = grosses.reduce((a, g) => a + g, 0);
  const discount = Math.min(money.couponDiscount + money.coinDiscount, goods);
  const shares = allocate(discount, grosses);

  const taxLines = lines.map((line, i) => {
    const gross = grosses[i]!;
    const value = gross - shares[i]!;
    const entry = hsnOf(line.productType);
    // The piece's value after the discount picks the slab.
    const rate = entry.fixedRate ?? slabRate(options.slabs, value, line.quantity);
    return taxLine(
      {
        description: line.description,
        hsn: entry.hsn,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        gross,
        discount: shares[i]!,
        value,
      },
      rate,
      intraState,
    );
  });

  let delivery: TaxLine | null = null;
  if (money.deliveryCharge > 0) {
    const principal = taxLines.reduce<TaxLine | undefined>(
      (best, l) => (best === undefined || l.ratePercent > best.ratePercent ? l : best),
      undefined,
    );
    delivery = taxLine(
      {
        description: 'Delivery charge',
        hsn: principal?.hsn ?? '',
        quantity: 1,
        unitPrice: money.deliveryCharge,
        gross: money.deliveryCharge,
        discount: 0,
        value: money.deliveryCharge,
      },
      principal?.ratePercent ?? 0,
      intraState,
    );
  }

  const all = delivery ? [...taxLines, delivery] : taxLines;
  const sum = (pick: (l: TaxLine) => number) => all.reduce((a, l) => a + pick(l), 0);
  const totals = {
    gross: sum((l) => l.gross),
    discount: sum((l) => l.discount),
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    total: sum((l) => l.value),
  };
  if (totals.total !== money.finalPayable)
    throw new Error(
      `Invoice total ${totals.total} paise differs from the order's payable ${money.finalPayable} paise`,
    );
  return { intraState, lines: taxLines, delivery, totals };
}
