import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { PRODUCT_TYPES } from '../../db/seed/product-types.ts';
import { allocate, computeGst, type GstLineInput, parseGstSlabs, slabRate, taxIn } from './gst.ts';
import { HSN_BY_TYPE, hsnOf } from './hsn.ts';
import { financialYearOf, formatInvoiceNumber } from './service.ts';
import { amountInWords, indianAmount, indianWords } from './words.ts';

const SLABS = parseGstSlabs('5@2500,18');
const maharashtra = { slabs: SLABS, shopState: 'Maharashtra', shipState: 'Maharashtra' };
const karnataka = { ...maharashtra, shipState: 'Karnataka' };
const line = (unitPrice: number, quantity = 1, productType = 'frock'): GstLineInput => ({
  description: 'Frock',
  productType,
  quantity,
  unitPrice,
});
const noMoney = { couponDiscount: 0, coinDiscount: 0, deliveryCharge: 0 };

describe('GST slabs', () => {
  it('reads the default and refuses malformed settings', () => {
    expect(SLABS).toEqual([
      { ratePercent: 5, upToPaise: 250_000 },
      { ratePercent: 18, upToPaise: null },
    ]);
    expect(parseGstSlabs('12')).toEqual([{ ratePercent: 12, upToPaise: null }]);
    expect(() => parseGstSlabs('5@2500')).toThrow(/last entry/);
    expect(() => parseGstSlabs('5,18')).toThrow(/needs a limit/);
    expect(() => parseGstSlabs('5@2500,12@1000,18')).toThrow(/rise/);
    expect(() => parseGstSlabs('five')).toThrow(/not a rate/);
    expect(() => parseGstSlabs('')).toThrow(/at least one/);
  });

  it('picks the slab by the value of one piece: ₹2,500 is 5%, a paisa more is 18%', () => {
    expect(slabRate(SLABS, 250_000)).toBe(5);
    expect(slabRate(SLABS, 250_001)).toBe(18);
    // Three pieces worth ₹7,500 together are ₹2,500 each.
    expect(slabRate(SLABS, 750_000, 3)).toBe(5);
    expect(slabRate(SLABS, 750_001, 3)).toBe(18);
  });
});

describe('allocating a discount', () => {
  it('splits in proportion, the leftover paise to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the total and never gives a line more than its share plus one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (weights, total) => {
          const shares = allocate(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, i) => {
            const exact = (total * weights[i]!) / sum;
            expect(Math.abs(share - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('tax inside a price', () => {
  it('takes value × rate ÷ (100 + rate), half up, or even for a CGST/SGST split', () => {
    expect(taxIn(105_00, 5, false)).toBe(5_00);
    expect(taxIn(118_00, 18, false)).toBe(18_00);
    expect(taxIn(999, 5, false)).toBe(48); // 47.57 → 48
    expect(taxIn(999, 5, true)).toBe(48);
    expect(taxIn(1_010, 5, false)).toBe(48); // 48.095 → 48
    expect(taxIn(1_029, 5, false)).toBe(49); // 49.0 exactly
    expect(taxIn(1_029, 5, true)).toBe(50); // 49 → the nearer even is 48 or 50; half up → 50
    expect(taxIn(0, 18, true)).toBe(0);
  });
});

describe('an order’s invoice figures', () => {
  it('inside the shop’s state: CGST and SGST halves of 5% on a ₹499 frock with ₹49 delivery', () => {
    const f = computeGst(
      [line(49_900)],
      { ...noMoney, deliveryCharge: 4_900, finalPayable: 54_800 },
      maharashtra,
    );
    expect(f.intraState).toBe(true);
    expect(f.lines[0]).toMatchObject({
      hsn: '6204',
      ratePercent: 5,
      value: 49_900,
      taxable: 47_524,
      cgst: 1_188,
      sgst: 1_188,
      igst: 0,
    });
    // Delivery goes with the goods at their (highest) rate.
    expect(f.delivery).toMatchObject({ ratePercent: 5, value: 4_900, taxable: 4_666, cgst: 117, sgst: 117 });
    expect(f.totals.total).toBe(54_800);
  });

  it('to another state: IGST; a piece above ₹2,500 is 18% and lifts the delivery to 18%', () => {
    const f = computeGst(
      [line(320_000, 1, 'party-dress'), line(59_900, 2, 't-shirt')],
      { ...noMoney, deliveryCharge: 4_900, finalPayable: 320_000 + 119_800 + 4_900 },
      karnataka,
    );
    expect(f.intraState).toBe(false);
    expect(f.lines.map((l) => [l.hsn, l.ratePercent])).toEqual([
      ['6204', 18],
      ['6109', 5],
    ]);
    expect(f.lines[0]).toMatchObject({ taxable: 271_186, igst: 48_814, cgst: 0, sgst: 0 });
    expect(f.delivery?.ratePercent).toBe(18);
    expect(f.totals.cgst + f.totals.sgst).toBe(0);
  });

  it('shares the coupon and coins over the lines, and a discount can bring a piece down a slab', () => {
    // ₹2,600 dress (18% before the discount) and ₹400 top; ₹300 off in all.
    const f = computeGst(
      [line(260_000), line(40_000, 1, 'top')],
      { couponDiscount: 20_000, coinDiscount: 10_000, deliveryCharge: 0, finalPayable: 270_000 },
      maharashtra,
    );
    expect(f.lines.map((l) => l.discount)).toEqual([26_000, 4_000]);
    expect(f.lines[0]).toMatchObject({ value: 234_000, ratePercent: 5 });
    expect(f.delivery).toBeNull();
    expect(f.totals).toMatchObject({ discount: 30_000, total: 270_000 });
  });

  it('refuses figures that do not add up to the order’s payable amount', () => {
    expect(() => computeGst([line(10_000)], { ...noMoney, finalPayable: 9_999 }, maharashtra)).toThrow(
      /differs/,
    );
  });

  it('always comes to the payable amount exactly, with CGST = SGST or IGST alone', () => {
    const types = Object.keys(HSN_BY_TYPE);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 100, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 6 }),
            productType: fc.constantFrom(...types),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0, 4_900, 9_900),
        fc.boolean(),
        (lines, couponShare, coinShare, delivery, inState) => {
          const goods = lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0);
          const coupon = Math.floor(goods * couponShare * 0.5);
          const coins = Math.floor((goods - coupon) * coinShare);
          const finalPayable = goods - coupon - coins + delivery;
          const f = computeGst(
            lines.map((l) => ({ ...l, description: l.productType })),
            { couponDiscount: coupon, coinDiscount: coins, deliveryCharge: delivery, finalPayable },
            inState ? maharashtra : karnataka,
          );
          expect(f.totals.total).toBe(finalPayable);
          expect(f.totals.taxable + f.totals.cgst + f.totals.sgst + f.totals.igst).toBe(finalPayable);
          for (const l of [...f.lines, ...(f.delivery ? [f.delivery] : [])]) {
            if (inState) {
              expect(l.cgst).toBe(l.sgst);
              expect(l.igst).toBe(0);
            } else {
              expect(l.cgst + l.sgst).toBe(0);
            }
            expect(Number.isInteger(l.taxable) && Number.isInteger(l.cgst) && Number.isInteger(l.igst)).toBe(
              true,
            );
            // Within a paisa of the exact tax (two for the even split).
            const exact = (l.value * l.ratePercent) / (100 + l.ratePercent);
            expect(Math.abs(l.cgst + l.sgst + l.igst - exact)).toBeLessThanOrEqual(inState ? 1 : 0.5);
          }
        },
      ),
    );
  });
});

describe('HSN table', () => {
  it('names a heading for every product type the catalogue sells', () => {
    for (const def of PRODUCT_TYPES) expect(HSN_BY_TYPE[def.type], def.type).toBeDefined();
    for (const entry of Object.values(HSN_BY_TYPE)) expect(entry.hsn).toMatch(/^(42|61|62|64|65)\d{2}$/);
    expect(hsnOf('unknown-type').hsn).toBe('6211');
    expect(hsnOf(null).hsn).toBe('6211');
  });
});

describe('numbers and words', () => {
  it('dates an invoice in the Indian financial year, India time', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 1 April 00:00 IST
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
    expect(formatInvoiceNumber('LL', '2026-27', 42)).toBe('LL/2026-27/000042');
  });

  it('writes amounts the Indian way: lakh and crore', () => {
    expect(indianWords(0)).toBe('Zero');
    expect(indianWords(115)).toBe('One Hundred Fifteen');
    expect(indianWords(125_340)).toBe('One Lakh Twenty-Five Thousand Three Hundred Forty');
    expect(indianWords(10_000_000)).toBe('One Crore');
    expect(indianWords(123_456_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(amountInWords(54_850)).toBe('Rupees Five Hundred Forty-Eight and Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(indianAmount(12_534_050)).toBe('1,25,340.50');
    expect(indianAmount(99)).toBe('0.99');
    expect(indianAmount(123_456_789_00)).toBe('12,34,56,789.00');
  });
});

describe('the invoice settings', () => {
  it('default to a demo seller in Maharashtra and refuse a malformed GSTIN, state or slab list', () => {
    const config = loadConfig({ SHOP_NAME: 'Little Loom' });
    expect(config.invoicing).toMatchObject({
      legalName: 'Little Loom',
      gstin: '27AAAAA0000A1Z5',
      state: 'Maharashtra',
      pincode: '400069',
      gstSlabs: SLABS,
    });
    expect(loadConfig({ SHOP_STATE: 'tamil  nadu', SHOP_GSTIN: '33aaaaa0000a1z5' }).invoicing).toMatchObject({
      state: 'Tamil Nadu',
      gstin: '33AAAAA0000A1Z5',
    });
    expect(() => loadConfig({ SHOP_GSTIN: '27AAAAA0000A1Z' })).toThrow(/SHOP_GSTIN/);
    expect(() => loadConfig({ SHOP_STATE: 'Atlantis' })).toThrow(/SHOP_STATE/);
    expect(() => loadConfig({ GST_SLABS: '5@2500' })).toThrow(/GST_SLABS/);
    expect(() => loadConfig({ SHOP_PINCODE: '0400' })).toThrow(/SHOP_PINCODE/);
  });
});
