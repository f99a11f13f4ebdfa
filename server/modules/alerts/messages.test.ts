import { describe, expect, it } from 'vitest';
import { backInStockText } from '../../../contract/alerts.ts';
import { emailOf, type Fired, noticeOf, smsOf } from './messages.ts';

// The texts of a fired alert: the SMS stays one 7-bit part of 160 characters whatever the shop named
// the product, with the link whole; the notification and email say the same news with the rupee sign.

/** GSM 03.38's basic characters: an SMS of only these is sent as 7-bit, 160 characters a part. */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;
const shop = { shopName: 'Little Loom', publicUrl: 'https://www.littleloom.in' };
const productId = '0b7f0a52-6c7e-4a53-9a9e-5b1f2c3d4e5f';
const link = `https://www.littleloom.in/product/${productId}`;

const fired = (extra: Partial<Fired> = {}): Fired => ({
  alertId: 'a1',
  userId: 'u1',
  kind: 'back-in-stock',
  productId,
  productName: 'Garden Party Frock',
  colourName: 'Rose',
  size: '2-3Y',
  price: null,
  priceAt: null,
  phone: '+919876500001',
  email: 'asha@example.in',
  name: 'Asha Rao',
  ...extra,
});

describe('the SMS', () => {
  it('names the product, colour and size, and links to its page', () => {
    expect(smsOf(fired(), shop)).toBe(
      `Little Loom: Garden Party Frock in Rose, size 2-3Y is back in stock. Shop now: ${link}`,
    );
  });

  it('says a price drop in Rs', () => {
    const sms = smsOf(fired({ kind: 'price-drop', size: null, price: 129_950, priceAt: 149_900 }), shop);
    expect(sms).toBe(`Little Loom: Garden Party Frock is now Rs 1,299.50 (was Rs 1,499). Shop now: ${link}`);
  });

  it.each([
    [
      'a long name',
      'Little Hearts Hand-Smocked Cotton Party Frock With Puff Sleeves And Matching Bow Headband For Girls',
    ],
    ['curly quotes and dashes', 'Aarav’s “Sunday” Kurta – Festive Edition'],
    ['letters outside GSM', 'बच्चों का कुर्ता Festive Kurta ✨'],
  ])('stays one 7-bit part with %s, the link whole', (_, productName) => {
    for (const one of [
      fired({ productName, colourName: 'Deep Ocean Blue With White Polka Dots', size: '12-13Y' }),
      fired({ productName, kind: 'price-drop', size: null, price: 99_900, priceAt: 1_49_900 }),
    ]) {
      const sms = smsOf(one, shop);
      expect(sms.length).toBeLessThanOrEqual(160);
      expect(sms).toMatch(GSM_7);
      expect(sms.startsWith('Little Loom: ')).toBe(true);
      expect(sms.endsWith(` ${link}`)).toBe(true);
    }
  });
});

describe('the notification and the email', () => {
  it('say the news with the rupee sign, the email greeting the shopper and linking to the product', () => {
    expect(noticeOf(fired())).toEqual({
      title: 'Back in stock',
      message: backInStockText('Garden Party Frock', 'Rose', '2-3Y'),
    });
    const drop = fired({ kind: 'price-drop', size: null, price: 45_000, priceAt: 50_000 });
    expect(noticeOf(drop)).toEqual({
      title: 'Price drop',
      message: 'Garden Party Frock is now ₹450 (was ₹500).',
    });
    const { subject, text } = emailOf(drop, shop);
    expect(subject).toBe('Price drop: Garden Party Frock');
    expect(text.startsWith('Hello Asha Rao,\n\nGarden Party Frock is now ₹450 (was ₹500).')).toBe(true);
    expect(text).toContain(`See it: ${link}`);
    expect(text.endsWith('Warm regards,\nLittle Loom\n')).toBe(true);
  });
});
