import { describe, expect, it } from 'vitest';
import { deliveryBy, keepReady, youSave } from './checkout-texts.ts';

describe('checkout texts', () => {
  it("writes a promised day as the delivery service does: 'Delivery by Tue, 1 Dec'", () => {
    expect(deliveryBy('2026-12-01')).toBe('Delivery by Tue, 1 Dec');
    expect(deliveryBy('2026-09-07')).toBe('Delivery by Mon, 7 Sep');
    expect(deliveryBy('2027-01-29')).toBe('Delivery by Fri, 29 Jan');
    for (const odd of [null, undefined, '', '2026-02-30', '1 Dec', '2026-12-01T00:00:00Z']) {
      expect(deliveryBy(odd)).toBe('');
    }
  });

  it('asks for whole rupees of cash, rounded up so it is always enough', () => {
    expect(keepReady(1599)).toBe('Keep ₹1,599 ready');
    expect(keepReady(718.2)).toBe('Keep ₹719 ready');
    expect(keepReady(0.1 + 0.2 + 99.7)).toBe('Keep ₹100 ready');
  });

  it('shows coupon savings without paise', () => {
    expect(youSave(150)).toBe('Save ₹150');
    expect(youSave(49.9)).toBe('Save ₹50');
  });
});
