import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../contract/address.ts';
import { CART_MESSAGES } from '../../contract/cart.ts';
import { LANGUAGE_MESSAGES } from '../../contract/language.ts';
import { ORDER_STATUSES } from '../../contract/order.ts';
import { PROFILE_MESSAGES } from '../../contract/profile.ts';
import { outboxMessages, users } from '../db/schema/index.ts';
import { localiseMessage } from '../modules/messages/localise.ts';
import { statusNotice } from '../modules/orders/notices.ts';
import {
  bearer,
  createKit,
  insertTestProduct,
  placedOrder,
  type ShopKit,
  type Shopper,
  signedInShopper,
  type TestProduct,
} from '../test/kit.ts';
import { translateMessage, translateSms } from './index.ts';

// The shop in the shopper's language on the server: the account's language through the profile, the
// request's language (cookie, else account, else English), error and field messages, notifications and
// SMS in Hindi, and English answers exactly as before.

let t: ShopKit;
let product: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  product = await insertTestProduct(t, [
    { color: '#2E8B57', colorName: 'Sea Green', price: 450, mrp: 600, sizes: { '4-5Y': 100 } },
  ]);
});
afterAll(async () => {
  await t.cleanup();
});

const HINDI = { cookie: 'll_lang=hi' };
const ENGLISH = { cookie: 'll_lang=en' };

async function customer(): Promise<Shopper & { phone: string }> {
  const { user, token } = await signedInShopper(t);
  return { userId: user.id, token, phone: user.phone! };
}

const setLanguage = (who: Shopper, language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile/update',
    headers: { ...bearer(who.token), ...headers },
    payload: { language } as object,
  });

describe("the account's language", () => {
  it('is null until chosen, is saved by the profile update and read back by the profile', async () => {
    const who = await customer();
    const before = await t.app.inject({ url: '/api/user/profile/view', headers: bearer(who.token) });
    expect(before.json().user.language).toBeNull();

    const saved = await setLanguage(who, 'hi');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.language).toBe('hi');
    // Answered in the request's language, settled before the change (the storefront sends the cookie).
    expect(saved.json().message).toBe(PROFILE_MESSAGES.updated);
    const next = await t.app.inject({
      url: '/api/user/notification/view?limit=0',
      headers: bearer(who.token),
    });
    expect(next.statusCode).toBe(400);
    expect(next.json().message).toBe('बहुत छोटा: कम से कम 1');

    const after = await t.app.inject({ url: '/api/user/profile/view', headers: bearer(who.token) });
    expect(after.json().user.language).toBe('hi');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.userId));
    expect(row?.language).toBe('hi');

    // The same language again is no change; back to English is.
    expect((await setLanguage(who, 'hi', ENGLISH)).json().message).toBe(PROFILE_MESSAGES.noChanges);
    const back = await setLanguage(who, 'en', ENGLISH);
    expect(back.json()).toMatchObject({ message: PROFILE_MESSAGES.updated, user: { language: 'en' } });
  });

  it('refuses a language the shop does not have, with a clear message', async () => {
    const who = await customer();
    const res = await setLanguage(who, 'fr', ENGLISH);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: LANGUAGE_MESSAGES.invalid,
      errors: [{ field: 'language', msg: LANGUAGE_MESSAGES.invalid }],
    });
  });
});

describe('error answers', () => {
  it('are in Hindi with the hi cookie and exactly as before in English', async () => {
    const english = await t.app.inject({ url: '/api/user/profile/view' });
    expect(english.statusCode).toBe(401);
    expect(english.body).toBe('{"success":false,"message":"No token provided"}');
    expect(english.headers.vary ?? '').not.toContain('cookie');
    const withEnglishCookie = await t.app.inject({ url: '/api/user/profile/view', headers: ENGLISH });
    expect(withEnglishCookie.body).toBe(english.body);

    const hindi = await t.app.inject({ url: '/api/user/profile/view', headers: HINDI });
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toEqual({ success: false, message: 'लॉगिन ज़रूरी है (टोकन नहीं मिला)' });
    expect(hindi.headers.vary).toContain('cookie');
  });

  it('carry values over: a stock limit keeps its number', () => {
    const english = CART_MESSAGES.stockLimit.replace('{n}', '3');
    expect(translateMessage(english, 'hi')).toBe('इस साइज़ के सिर्फ़ 3 स्टॉक में बचे हैं।');
    expect(translateMessage(english, 'en')).toBe(english);
    // A text nobody translated stays English rather than breaking.
    expect(translateMessage('Something brand new.', 'hi')).toBe('Something brand new.');
  });

  it("follow the account's language when the request has no cookie, and the cookie over it", async () => {
    const who = await customer();
    await setLanguage(who, 'hi');
    const missing = '/api/user/notification/read/00000000-0000-4000-8000-000000000000';
    const byAccount = await t.app.inject({ method: 'PATCH', url: missing, headers: bearer(who.token) });
    expect(byAccount.statusCode).toBe(404);
    expect(byAccount.json().message).toBe('सूचना नहीं मिली।');
    const byCookie = await t.app.inject({
      method: 'PATCH',
      url: missing,
      headers: { ...bearer(who.token), ...ENGLISH },
    });
    expect(byCookie.json().message).toBe('Notification not found.');
  });

  it('translate field messages of a validation answer', async () => {
    const who = await customer();
    const body = {
      name: 'Asha',
      number: '12345',
      alternatenumber: '',
      address: '12 MG Road',
      landmark: 'Near the park',
      pincode: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
      addressType: 'home',
    };
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/user/address/add',
      headers: bearer(who.token),
      payload: body,
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toContainEqual({ field: 'number', msg: ADDRESS_MESSAGES.phoneInvalid });

    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/user/address/add',
      headers: { ...bearer(who.token), ...HINDI },
      payload: body,
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().errors).toContainEqual({ field: 'number', msg: 'सही 10 अंकों का फ़ोन नंबर डालें' });
    expect(hindi.json().message).not.toMatch(/[A-Za-z]{4}/);
  });
});

describe('notifications and SMS', () => {
  it('reads an order notification in Hindi, and the same row in English', async () => {
    const who = await customer();
    await placedOrder(t, who, { lines: [{ product, size: '4-5Y', quantity: 1 }] });
    const read = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/user/notification/view', headers: { ...bearer(who.token), ...headers } });
    const hindi = (await read(HINDI)).json().notifications[0];
    expect(hindi.title).toBe('ऑर्डर हो गया');
    expect(hindi.message).toMatch(/^आपका ₹\d[\d,.]* का ऑर्डर #\S+ हो गया है। सामान आने पर नकद भुगतान करें।$/);
    const english = (await read(ENGLISH)).json().notifications[0];
    expect(english.title).toBe('Order placed');
    expect(english.message).toMatch(/^Your order #\S+ for ₹/);
  });

  it('translates every order status notice, with its shipment and the shop note', () => {
    for (const status of ORDER_STATUSES) {
      for (const previous of [null, 'Return_Requested']) {
        const notice = statusNotice('LL-2026-000123', status, previous, {
          shopNote: 'Packed with care',
          shipment: { courier: 'BlueDart', trackingNumber: 'BD100200300IN' },
        });
        expect(translateMessage(notice.title, 'hi'), notice.title).not.toBe(notice.title);
        const message = translateMessage(notice.message, 'hi');
        expect(message, notice.message).not.toMatch(/Your|order|Note from/);
        expect(message).toContain('LL-2026-000123');
        expect(message).toContain('दुकान का नोट: Packed with care');
      }
    }
  });

  it('sends the order SMS and email of a Hindi account in Hindi, under the Hindi template', async () => {
    const who = await customer();
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, who.userId));
    await placedOrder(t, who, { lines: [{ product, size: '4-5Y', quantity: 1 }] });
    await t.app.sendQueue.drain();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.userId));
    const sent = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, who.phone))
      .orderBy(asc(outboxMessages.seq));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toBe('order-placed-hi');
    expect(sent[0]!.text).toMatch(/^Little Loom: धन्यवाद! Rs [\d,.]+ का ऑर्डर #\S+ हो गया है;/);
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, row!.email!));
    expect(mail!.text).toMatch(/^नमस्ते Asha Rao,\n\nLittle Loom से खरीदारी के लिए धन्यवाद।/);

    // An English account's SMS is as it always was.
    const other = await customer();
    await placedOrder(t, other, { lines: [{ product, size: '4-5Y', quantity: 1 }] });
    await t.app.sendQueue.drain();
    const [english] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, other.phone));
    expect(english!.template).toBe('order-placed');
    expect(english!.text).toMatch(/^Little Loom: thank you! Order #/);
  });

  it('sends English when the gateway registers templates and the Hindi one is not registered', () => {
    const sms = {
      to: '+919876500000',
      channel: 'sms' as const,
      template: 'order-shipped',
      text: 'Little Loom: order #LL-1 is shipped by BlueDart, tracking no. BD1. Track: https://x.in/o',
      language: 'hi' as const,
    };
    const dlt = (templateIds: Record<string, string>) => ({
      smsHttpUrl: 'https://sms.example/send',
      smsDlt: { senderId: 'LLOOMS', entityId: '1234567', templateIds },
    });
    expect(localiseMessage(sms, dlt({ 'order-shipped': '1107000000001' }))).toEqual(sms);
    const hindi = localiseMessage(
      sms,
      dlt({ 'order-shipped': '1107000000001', 'order-shipped-hi': '1107000000002' }),
    );
    expect(hindi.template).toBe('order-shipped-hi');
    expect(hindi.text).toBe(translateSms(sms.text, 'hi'));
    expect(hindi.text).toContain('BlueDart');
    // An SMS whose text has no Hindi template goes in English.
    const unknown = { ...sms, text: 'Little Loom: something new' };
    expect(localiseMessage(unknown, dlt({}))).toEqual(unknown);
  });
});
