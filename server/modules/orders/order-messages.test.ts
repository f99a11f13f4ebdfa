import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse } from '../../../contract/order.ts';
import { isStorefrontRoute } from '../../../contract/routes.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  insertCheckout,
  insertTestProduct,
  placedOrder,
  placeOrder,
  requestReturn,
  type ShopKit,
  type Shopper,
  saveAddress,
  setStatus,
  signedInShopper,
  type TestProduct,
} from '../../test/kit.ts';
import { kitOwner } from '../../test/staff.ts';
import {
  kindOfChange,
  type OrderFacts,
  type OrderMessageKind,
  orderMessageTexts,
  type ShopFacts,
} from './order-messages.ts';

// The SMS and email a shopper gets when their order is placed, shipped, delivered or cancelled and
// when their return is accepted or declined: the texts, what reaches the outbox after each change,
// and the DLT ids an SMS gateway receives.

const KINDS: OrderMessageKind[] = [
  'order-placed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'return-accepted',
  'return-declined',
];

/** GSM 03.38's basic characters: an SMS of only these is sent as 7-bit, 160 characters a part. */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

describe('the texts', () => {
  // A shop on its real domain, with a long courier name and tracking number.
  const shop: ShopFacts = {
    shopName: 'Little Loom',
    publicUrl: 'https://www.littleloom.in',
    returnWindowDays: 1,
  };
  const facts = (kind: OrderMessageKind, extra: Partial<OrderFacts> = {}): OrderFacts => ({
    kind,
    orderNumber: 'LL-2026-000123',
    payablePaise: 12_345_600,
    expectedDelivery: '2026-03-05',
    courier: 'Delhivery Surface',
    trackingNumber: '1490811234567890',
    coinsUsed: 0,
    shopNote: null,
    ...extra,
  });

  it.each(KINDS)('%s: one 7-bit SMS part naming the order and linking to its page', (kind) => {
    const { sms, subject, email } = orderMessageTexts(facts(kind), shop, 'Asha Rao');
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).toMatch(GSM_7);
    expect(sms).toMatch(/^Little Loom: /);
    const link = 'https://www.littleloom.in/singleorder/LL-2026-000123';
    expect(sms.endsWith(` ${link}`)).toBe(true);
    expect(isStorefrontRoute(new URL(link).pathname)).toBe(true);
    expect(subject).toContain('Little Loom order #LL-2026-000123');
    expect(email.startsWith('Hello Asha Rao,\n\n')).toBe(true);
    expect(email).toContain(`See your order: ${link}`);
    expect(email.endsWith('Warm regards,\nLittle Loom\n')).toBe(true);
  });

  it('tells the amount to pay: Rs in the SMS, ₹ in the email, with the expected day', () => {
    const placed = orderMessageTexts(facts('order-placed'), shop, null);
    expect(placed.sms).toBe(
      'Little Loom: thank you! Order #LL-2026-000123 for Rs 1,23,456 is placed; pay cash on delivery. ' +
        'Details: https://www.littleloom.in/singleorder/LL-2026-000123',
    );
    expect(placed.subject).toBe('Your Little Loom order #LL-2026-000123 has been placed');
    expect(placed.email).toBe(
      'Hello,\n\n' +
        'Thank you for shopping with Little Loom. Your order #LL-2026-000123 has been placed.\n\n' +
        'Amount to pay: ₹1,23,456, in cash when the order arrives.\n' +
        'Expected delivery: by Thursday, 5 March.\n\n' +
        'See your order: https://www.littleloom.in/singleorder/LL-2026-000123\n\n' +
        'Warm regards,\nLittle Loom\n',
    );
    expect(orderMessageTexts(facts('order-placed', { payablePaise: 49_950 }), shop, null).sms).toContain(
      'for Rs 499.50 is placed',
    );
  });

  it('names the courier and the tracking number of a shipped order in both', () => {
    const shipped = orderMessageTexts(facts('order-shipped'), shop, 'Asha');
    expect(shipped.sms).toBe(
      'Little Loom: order #LL-2026-000123 is shipped by Delhivery Surface, tracking no. 1490811234567890. ' +
        'Track: https://www.littleloom.in/singleorder/LL-2026-000123',
    );
    expect(shipped.email).toContain('Courier: Delhivery Surface\nTracking number: 1490811234567890');
    expect(shipped.email).toContain('Please keep ₹1,23,456 ready to pay in cash on delivery.');
  });

  it("gives the shop's note, the coins back and the return window in the email only", () => {
    const cancelled = orderMessageTexts(
      facts('order-cancelled', { shopNote: 'The size is out of stock at our weaver', coinsUsed: 20 }),
      shop,
      'Asha',
    );
    expect(cancelled.sms).not.toContain('weaver');
    expect(cancelled.email).toContain(
      'Your order #LL-2026-000123 has been cancelled. The 20 coins you used on it are back in your account.' +
        '\n\nNote from the shop: The size is out of stock at our weaver\n\n',
    );
    const declined = orderMessageTexts(
      facts('return-declined', { shopNote: 'The tags were removed' }),
      shop,
      'A',
    );
    expect(declined.subject).toBe('Your return request for Little Loom order #LL-2026-000123 was declined');
    expect(declined.email).toContain('Note from the shop: The tags were removed');
    const delivered = orderMessageTexts(facts('order-delivered'), shop, 'A');
    expect(delivered.email).toContain('within 1 day of delivery');
    expect(
      orderMessageTexts(facts('order-delivered'), { ...shop, returnWindowDays: 7 }, 'A').email,
    ).toContain('within 7 days of delivery');
  });

  it('sends for the changes the shopper hears about, and no other', () => {
    expect(kindOfChange('Processing', 'Shipped')).toBe('order-shipped');
    expect(kindOfChange('In-Transit', 'Delivered')).toBe('order-delivered');
    expect(kindOfChange('Return_Requested', 'Delivered')).toBe('return-declined');
    expect(kindOfChange('Pending', 'Cancelled')).toBe('order-cancelled');
    expect(kindOfChange('Return_Requested', 'Returned')).toBe('return-accepted');
    for (const to of ['Confirmed', 'Processing', 'Shipping', 'In-Transit', 'Return_Requested'] as const)
      expect(kindOfChange('Pending', to)).toBeNull();
  });
});

interface Sent {
  to: string;
  channel: 'sms' | 'email';
  text: string;
}

describe('through the outbox', () => {
  let t: ShopKit;
  let product: TestProduct;
  let owner: Shopper;

  beforeAll(async () => {
    t = await createKit({ catalogue: true });
    product = await insertTestProduct(t, [
      { color: '#2E8B57', colorName: 'Sea Green', price: 450, mrp: 600, sizes: { '4-5Y': 100 } },
    ]);
    owner = await kitOwner(t);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  /** Everything sent to the shopper's phone and email so far (the outbox), oldest first. */
  async function sentTo(phone: string | null, email: string | null): Promise<Sent[]> {
    await t.app.sendQueue.drain();
    const to = [phone, email].filter((a): a is string => a !== null);
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.to, to))
      .orderBy(asc(outboxMessages.seq));
    return rows.map((row) => ({ to: row.to, channel: row.channel as Sent['channel'], text: row.text }));
  }

  async function customer(fields: { email?: string | null } = {}) {
    const { user, token } = await signedInShopper(t, fields);
    return { who: { userId: user.id, token }, phone: user.phone!, email: user.email };
  }

  const order = (who: Shopper) => placedOrder(t, who, { lines: [{ product, size: '4-5Y', quantity: 1 }] });
  const numberOf = async (who: Shopper, orderId: string) => {
    const res = await call(t, 'GET', `/user/order/view/${orderId}`, who);
    return orderResponse.parse(res.json()).order;
  };

  it('tells of a new order by SMS and email, after the order committed', async () => {
    const { who, phone, email } = await customer();
    const orderId = await order(who);
    const placed = await numberOf(who, orderId);
    const n = placed.orderNumber;
    const sent = await sentTo(phone, email);
    expect(sent).toHaveLength(2);
    const sms = sent.find((m) => m.channel === 'sms')!;
    const mail = sent.find((m) => m.channel === 'email')!;
    expect(sms.to).toBe(phone);
    expect(sms.text).toBe(
      `Little Loom: thank you! Order #${n} for Rs ${placed.finalPayableAmount.toLocaleString('en-IN')} ` +
        `is placed; pay cash on delivery. Details: ${t.config.publicUrl}/singleorder/${n}`,
    );
    expect(mail.to).toBe(email);
    expect(mail.text).toContain(`Your order #${n} has been placed.`);
    expect(mail.text).toContain(`₹${placed.finalPayableAmount.toLocaleString('en-IN')}`);
    // An order refused (more than the stock) is announced to no one.
    const refused = await placeOrder(
      t,
      who,
      await insertCheckout(t, who, { lines: [{ product, size: '4-5Y', quantity: 1_000 }] }),
      await saveAddress(t, who),
    );
    expect(refused.statusCode).toBe(400);
    expect(await sentTo(phone, email)).toHaveLength(2);
    // The link's page asks for the order by the number it carries.
    const byNumber = await call(t, 'GET', `/user/order/view/${n}`, who);
    expect([byNumber.statusCode, byNumber.json().order._id]).toEqual([200, orderId]);
  });

  it('tells of shipping with the courier and tracking number, then of delivery; not of the steps between', async () => {
    const { who, phone, email } = await customer();
    const orderId = await order(who);
    const n = (await numberOf(who, orderId)).orderNumber;
    const before = (await sentTo(phone, email)).length;
    expect((await setStatus(t, orderId, 'Shipping')).statusCode).toBe(200);
    expect(await sentTo(phone, email)).toHaveLength(before);

    const shipped = await setStatus(t, orderId, 'Shipped', {
      courier: 'Delhivery',
      trackingNumber: 'DL4455667788',
    });
    expect(shipped.statusCode).toBe(200);
    const afterShipping = (await sentTo(phone, email)).slice(before);
    expect(afterShipping.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of afterShipping) {
      expect(m.text).toContain('Delhivery');
      expect(m.text).toContain('DL4455667788');
      expect(m.text).toContain(`#${n}`);
    }

    expect((await setStatus(t, orderId, 'In-Transit')).statusCode).toBe(200);
    expect((await setStatus(t, orderId, 'Delivered')).statusCode).toBe(200);
    const afterDelivery = (await sentTo(phone, email)).slice(before + 2);
    expect(afterDelivery.map((m) => [m.channel, m.text.includes(`#${n} has been delivered`)]).sort()).toEqual(
      [
        ['email', true],
        ['sms', true],
      ],
    );
  });

  it("tells of a cancellation, the shopper's own or the shop's with its reason", async () => {
    const { who, phone, email } = await customer();
    const mine = await order(who);
    const theirs = await order(who);
    const base = (await sentTo(phone, email)).length;

    const res = await call(t, 'POST', `/user/order/cancel/${mine}`, who, {
      reason: 'Changed my mind',
      description: '',
    });
    expect(res.statusCode).toBe(200);
    const own = (await sentTo(phone, email)).slice(base);
    expect(own.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const ownNumber = (await numberOf(who, mine)).orderNumber;
    for (const m of own) expect(m.text).toContain(`#${ownNumber} has been cancelled`);
    // The shopper's own reason is not told back to them.
    expect(own.some((m) => m.text.includes('Changed my mind'))).toBe(false);

    expect(
      (await setStatus(t, theirs, 'Cancelled', { note: 'The size ran out at the weaver' })).statusCode,
    ).toBe(200);
    const shop = (await sentTo(phone, email)).slice(base + 2);
    expect(shop.find((m) => m.channel === 'email')!.text).toContain(
      'Note from the shop: The size ran out at the weaver',
    );
    expect(shop.find((m) => m.channel === 'sms')!.text).toContain(
      `#${(await numberOf(who, theirs)).orderNumber} has been cancelled`,
    );
  });

  it('tells of a return accepted and a return declined (with the reason) from the returns desk', async () => {
    const { who, phone, email } = await customer();
    const kept = await order(who);
    const sentBack = await order(who);
    for (const id of [kept, sentBack]) {
      expect((await setStatus(t, id, 'Delivered')).statusCode).toBe(200);
      expect((await requestReturn(t, who, id)).statusCode).toBe(200);
    }
    const base = (await sentTo(phone, email)).length;

    const accept = await call(t, 'POST', `/admin/returns/${sentBack}/accept`, owner, { restock: true });
    expect(accept.statusCode).toBe(200);
    const accepted = (await sentTo(phone, email)).slice(base);
    const acceptedNumber = (await numberOf(who, sentBack)).orderNumber;
    expect(
      accepted
        .map((m) => [m.channel, m.text.includes(`return of order #${acceptedNumber} has been accepted`)])
        .sort(),
    ).toEqual([
      ['email', false],
      ['sms', true],
    ]);
    expect(accepted.find((m) => m.channel === 'email')!.text).toContain(
      `We have accepted the return of your order #${acceptedNumber}.`,
    );

    const decline = await call(t, 'POST', `/admin/returns/${kept}/decline`, owner, {
      reason: 'The tags were removed',
    });
    expect(decline.statusCode).toBe(200);
    const declined = (await sentTo(phone, email)).slice(base + 2);
    const keptNumber = (await numberOf(who, kept)).orderNumber;
    expect(declined.find((m) => m.channel === 'sms')!.text).toContain(
      `your return request for order #${keptNumber} was declined`,
    );
    const mail = declined.find((m) => m.channel === 'email')!.text;
    expect(mail).toContain(`Your return request for order #${keptNumber} was declined.`);
    expect(mail).toContain('Note from the shop: The tags were removed');
    // Declined is the end of the return, not a second delivery.
    expect(declined.some((m) => m.text.includes('has been delivered'))).toBe(false);
  });

  it("tells of a new order in the shopper's language, as the order's transaction read it", async () => {
    const { who, phone, email } = await customer();
    await t.database.db.execute(sql`UPDATE users SET language = 'hi' WHERE id = ${who.userId}::uuid`);
    const orderId = await order(who);
    const n = (await numberOf(who, orderId)).orderNumber;
    const sent = await sentTo(phone, email);
    const sms = sent.find((m) => m.channel === 'sms')!;
    expect(sms.text).toMatch(new RegExp(`^Little Loom: धन्यवाद! Rs [\\d,.]+ का ऑर्डर #${n} हो गया है;`));
    expect(sent.find((m) => m.channel === 'email')!.text).toContain(`आपका ऑर्डर #${n} हो गया है।`);
  });

  it('sends only the SMS to a shopper without an email', async () => {
    const { who, phone } = await customer({ email: null });
    await order(who);
    expect((await sentTo(phone, null)).map((m) => m.channel)).toEqual(['sms']);
  });

  it('tells once of an order placed twice from the same checkout', async () => {
    const { who, phone, email } = await customer();
    const addressId = await saveAddress(t, who);
    const checkoutId = await insertCheckout(t, who, { lines: [{ product, size: '4-5Y', quantity: 1 }] });
    expect((await placeOrder(t, who, checkoutId, addressId)).statusCode).toBe(201);
    expect((await placeOrder(t, who, checkoutId, addressId)).statusCode).toBe(200);
    expect((await sentTo(phone, email)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });
});

/** A stand-in SMS gateway on loopback that keeps every JSON body it was sent. */
function smsGateway() {
  const bodies: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      bodies.push(JSON.parse(data));
      res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, bodies };
}

describe('through an SMS gateway with the DLT registration', () => {
  const gateway = smsGateway();
  let t: ShopKit;
  const ids: Record<string, string> = {
    'sign-in-code': '1107160000000000001',
    'order-placed': '1107160000000000005',
    'order-shipped': '1107160000000000006',
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    const port = (gateway.server.address() as AddressInfo).port;
    t = await createKit({
      catalogue: true,
      env: {
        SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
        SMS_SENDER_ID: 'LLOOMS',
        SMS_ENTITY_ID: '1101234567890123456',
        SMS_TEMPLATE_IDS: Object.entries(ids)
          .map(([name, id]) => `${name}=${id}`)
          .join(', '),
      },
    });
  });
  afterAll(async () => {
    await t?.cleanup();
    gateway.server.closeAllConnections();
    await new Promise((resolve) => gateway.server.close(resolve));
  });

  it('gives every SMS the sender, the entity id and its template id', async () => {
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/send-otp',
      payload: { phone: '9876512345' },
    });
    expect(otp.statusCode).toBe(200);
    expect(gateway.bodies).toEqual([
      {
        to: '+919876512345',
        text: expect.stringMatching(/sign-in code is \d{6}\./),
        sender: 'LLOOMS',
        entityId: '1101234567890123456',
        templateId: ids['sign-in-code'],
      },
    ]);

    const { user, token } = await signedInShopper(t);
    const product = await insertTestProduct(t, [
      { color: '#2E8B57', colorName: 'Sea Green', price: 450, mrp: 600, sizes: { '4-5Y': 5 } },
    ]);
    const orderId = await placedOrder(
      t,
      { userId: user.id, token },
      { lines: [{ product, size: '4-5Y', quantity: 1 }] },
    );
    expect((await setStatus(t, orderId, 'Shipped')).statusCode).toBe(200);
    expect((await setStatus(t, orderId, 'Delivered')).statusCode).toBe(200);
    await t.app.sendQueue.drain();
    const toShopper = gateway.bodies.filter((b) => b.to === user.phone);
    // No id configured for order-delivered: its body names none rather than a wrong one.
    // The queue sends each message on its own, so they may reach the gateway in any order.
    const kinds = toShopper.map((b) => [/placed|shipped|delivered/.exec(String(b.text))?.[0], b.templateId]);
    expect(kinds.sort((x, y) => String(x[0]).localeCompare(String(y[0])))).toEqual([
      ['delivered', undefined],
      ['placed', ids['order-placed']],
      ['shipped', ids['order-shipped']],
    ]);
    for (const body of toShopper)
      expect(body).toMatchObject({ sender: 'LLOOMS', entityId: '1101234567890123456' });
  });
});
