import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout.ts';
import { RETURN_WINDOW_DAYS_DEFAULT as RETURN_WINDOW_DAYS } from '../../../contract/order.ts';
import { queryRows } from '../../db/rows.ts';
import {
  call,
  createKit,
  giveCoins,
  insertCheckout,
  insertTestProduct,
  placeOrder,
  requestReturn,
  type ShopKit,
  type Shopper,
  saveAddress,
  setStatus,
  shopper,
  type TestProduct,
} from '../../test/kit.ts';

// Coins cannot be minted (docs/decisions/016-coins-pending-until-final.md): whatever a shopper and the
// shop do with orders — place them spending coins or not, cancel, deliver, return, accept or decline
// the return, let time pass, run the hourly credit — the balance is always exactly the coins given,
// less what standing orders spent, plus what final orders earned. Runs on PGlite and on PostgreSQL.

let t: ShopKit;
let frock: TestProduct;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  // ₹2,899 a piece: each order earns 28 coins (one per whole ₹100); stock enough for every run.
  frock = await insertTestProduct(t, [
    { color: '#C71585', colorName: 'Magenta', price: 2899, mrp: 3499, sizes: { '5-6Y': 100_000 } },
  ]);
});

afterAll(async () => {
  await t.cleanup();
});

const HOUR_MS = 3_600_000;
const START = Date.parse('2026-05-01T06:00:00.000Z');

type Step =
  | { kind: 'place'; quantity: number; spend: boolean }
  | { kind: 'cancel'; order: number }
  | { kind: 'shopperCancel'; order: number }
  | { kind: 'deliver'; order: number }
  | { kind: 'askReturn'; order: number }
  | { kind: 'acceptReturn'; order: number }
  | { kind: 'declineReturn'; order: number }
  | { kind: 'wait'; hours: number }
  | { kind: 'settle' };

const order = fc.nat({ max: 7 });
const place = fc.record({
  kind: fc.constant('place' as const),
  quantity: fc.integer({ min: 1, max: 10 }),
  spend: fc.boolean(),
});
// Weighted so that within a dozen steps orders often get delivered, become final and are spent.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: place },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('shopperCancel' as const), order }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('deliver' as const), order }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('askReturn' as const), order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('acceptReturn' as const), order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('declineReturn' as const), order }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      // Half the waits are a few hours, half are long enough to close a return window (a day).
      hours: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 24, max: 48 })),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle' as const }) },
);

interface Ledger {
  /** Σ coins spent by orders that still stand (not cancelled or returned). */
  spentByStanding: number;
  /** Σ coins credited to the shopper for orders (final ones). */
  credited: number;
}

/** What the database says the shopper's orders spent and were credited, read behind the services. */
async function ledgerOf(userId: string): Promise<Ledger> {
  const [row] = await queryRows<{ spent: number; credited: number }>(
    t.database.db,
    sql`SELECT
          (SELECT coalesce(sum(coins_used), 0)::int FROM orders
            WHERE user_id = ${userId}::uuid AND status NOT IN ('Cancelled', 'Returned')) AS spent,
          (SELECT coalesce(sum(delta), 0)::int FROM coin_ledger
            WHERE user_id = ${userId}::uuid AND reason IN ('order_reward', 'order_reward_reversal')) AS credited`,
  );
  return { spentByStanding: row!.spent, credited: row!.credited };
}

async function creditedOrders(
  userId: string,
): Promise<{ ref: string; status: string; deliveredAt: Date | string }[]> {
  return queryRows(
    t.database.db,
    sql`SELECT l.ref, o.status, o.delivered_at AS "deliveredAt" FROM coin_ledger l
        JOIN orders o ON o.id::text = l.ref
        WHERE l.user_id = ${userId}::uuid AND l.reason = 'order_reward'`,
  );
}

/** Σ coins earned by the shopper's final orders (delivered, return window closed at the test clock). */
async function finalEarned(userId: string): Promise<number> {
  const [row] = await queryRows<{ earned: number }>(
    t.database.db,
    sql`SELECT coalesce(sum(coins_earned), 0)::int AS earned FROM orders
        WHERE user_id = ${userId}::uuid AND status = 'Delivered'
          AND delivered_at <= ${new Date(t.clock.now.getTime() - RETURN_WINDOW_DAYS * 24 * HOUR_MS).toISOString()}::timestamptz`,
  );
  return row!.earned;
}

async function run(me: Shopper, given: number, steps: Step[]): Promise<void> {
  const db = t.database.db;
  const orders: string[] = [];
  const addressId = await saveAddress(t, me);
  const pick = (i: number) => (orders.length === 0 ? undefined : orders[i % orders.length]);

  for (const s of steps) {
    const id = 'order' in s ? pick(s.order) : undefined;
    switch (s.kind) {
      case 'place': {
        const checkoutId = await insertCheckout(t, me, {
          lines: [{ product: frock, size: '5-6Y', quantity: s.quantity }],
          // As many as the shopper asks; placement spends at most the spendable balance.
          coinsApplied: s.spend ? 1_000_000 : 0,
        });
        const res = await placeOrder(t, me, checkoutId, addressId);
        expect(res.statusCode).toBe(201);
        orders.push(res.json().order._id);
        break;
      }
      case 'cancel':
        if (id) await setStatus(t, id, 'Cancelled', { reason: 'Lost in transit' });
        break;
      case 'shopperCancel':
        if (id)
          await call(t, 'POST', `/user/order/cancel/${id}`, me, {
            reason: 'Ordered by mistake',
            description: '',
          });
        break;
      case 'deliver':
        if (id) await setStatus(t, id, 'Delivered');
        break;
      case 'askReturn':
        if (id) await requestReturn(t, me, id);
        break;
      case 'acceptReturn':
        if (id) await setStatus(t, id, 'Returned');
        break;
      case 'declineReturn':
        if (id) await setStatus(t, id, 'Delivered');
        break;
      case 'wait':
        t.clock.now = new Date(t.clock.now.getTime() + s.hours * HOUR_MS);
        break;
      case 'settle':
        await t.coins.creditFinalOrders(db, t.clock.now);
        break;
    }

    // The invariant, after every step.
    const balance = await t.coins.balance(me.userId);
    const { spentByStanding, credited } = await ledgerOf(me.userId);
    expect(balance).toBe(given - spentByStanding + credited);
    expect(balance).toBeGreaterThanOrEqual(0);
    // Read from the orders alone: never more than the coins given plus what final orders earned.
    expect(balance).toBeLessThanOrEqual(given + (await finalEarned(me.userId)));
    // Only final orders were ever credited, and none of them has been undone since.
    const windowMs = RETURN_WINDOW_DAYS * 24 * HOUR_MS;
    for (const c of await creditedOrders(me.userId)) {
      expect(c.status).toBe('Delivered');
      expect(new Date(c.deliveredAt).getTime() + windowMs).toBeLessThanOrEqual(t.clock.now.getTime());
    }
  }

  // Undo everything that can still be undone. What stands then is final (delivered, window closed);
  // once credited, the balance is the coins given plus what those orders earned less what they spent.
  for (const id of orders) {
    await setStatus(t, id, 'Cancelled', { reason: 'Closing the books' });
    if ((await requestReturn(t, me, id)).statusCode === 200) await setStatus(t, id, 'Returned');
    await setStatus(t, id, 'Returned');
  }
  await t.coins.creditFinalOrders(db, t.clock.now);
  const [standing] = await queryRows<{ used: number; earned: number }>(
    db,
    sql`SELECT coalesce(sum(coins_used), 0)::int AS used, coalesce(sum(coins_earned), 0)::int AS earned
        FROM orders WHERE user_id = ${me.userId}::uuid AND status NOT IN ('Cancelled', 'Returned')`,
  );
  expect(await t.coins.balance(me.userId)).toBe(given - standing!.used + standing!.earned);
  expect(await t.coins.pending(me.userId)).toBe(0);
}

describe('coins cannot be minted', () => {
  it('the issue’s sequence: spend an order’s coins on a second order, cancel both — five rounds mint nothing', async () => {
    t.clock.now = new Date(START);
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    for (let round = 0; round < 5; round++) {
      const big = await insertCheckout(t, me, { lines: [{ product: frock, size: '5-6Y', quantity: 10 }] });
      const first = await placeOrder(t, me, big, addressId);
      expect(first.statusCode).toBe(201);
      // ₹28,990 earns 289 coins, pending: not one of them can be spent on the next order.
      expect(first.json().order.coinsEarned).toBe(289);
      expect(await t.coins.balance(me.userId)).toBe(0);
      expect(await t.coins.pending(me.userId)).toBe(289);
      const small = await insertCheckout(t, me, {
        lines: [{ product: frock, size: '5-6Y', quantity: 1 }],
        coinsApplied: 289,
      });
      const second = await placeOrder(t, me, small, addressId);
      expect(second.statusCode).toBe(201);
      expect(second.json().order.coinsUsed).toBe(0);
      expect(second.json().order.finalPayableAmount).toBe(2899);
      for (const res of [first, second]) {
        const cancelled = await call(t, 'POST', `/user/order/cancel/${res.json().order._id}`, me, {
          reason: 'Ordered by mistake',
          description: '',
        });
        expect(cancelled.statusCode).toBe(200);
      }
      expect(await t.coins.balance(me.userId)).toBe(0);
      expect(await t.coins.pending(me.userId)).toBe(0);
    }
  });

  it('credits what an order earned once it is delivered and its return window has closed, once', async () => {
    t.clock.now = new Date(START);
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    const checkoutId = await insertCheckout(t, me, {
      lines: [{ product: frock, size: '5-6Y', quantity: 1 }],
    });
    const placed = await placeOrder(t, me, checkoutId, addressId);
    const orderId = placed.json().order._id;
    expect((await setStatus(t, orderId, 'Delivered')).statusCode).toBe(200);
    const windowMs = RETURN_WINDOW_DAYS * 24 * HOUR_MS;
    t.clock.now = new Date(START + windowMs - 1);
    const profile = async () => (await call(t, 'GET', '/user/profile/view', me)).json().user;
    expect(await profile()).toMatchObject({ coins: 0, pendingCoins: 28 });
    t.clock.now = new Date(START + windowMs);
    expect(await profile()).toMatchObject({ coins: 28, pendingCoins: 0 });
    expect(await t.coins.creditFinalOrders(t.database.db, t.clock.now)).toBe(0);
    // Final: no return any more, and the shop cannot take it back by a status change.
    expect((await requestReturn(t, me, orderId)).statusCode).toBe(409);
    expect(await t.coins.balance(me.userId)).toBe(28);
  });

  it('the checkout shows pending coins but cannot apply them; its view credits them once final', async () => {
    t.clock.now = new Date(START);
    const me = await shopper(t);
    const addressId = await saveAddress(t, me);
    const first = await placeOrder(
      t,
      me,
      await insertCheckout(t, me, { lines: [{ product: frock, size: '5-6Y', quantity: 1 }] }),
      addressId,
    );
    const orderId = first.json().order._id;
    const next = await insertCheckout(t, me, { lines: [{ product: frock, size: '5-6Y', quantity: 1 }] });
    const view = async () => (await call(t, 'GET', `/user/checkout/view/${next}`, me)).json().checkout;
    const apply = () => call(t, 'POST', '/user/checkout/apply/coin', me, { checkoutId: next });

    expect(await view()).toMatchObject({ availableCoins: 0, pendingCoins: 28 });
    expect((await apply()).json()).toMatchObject({ success: false, message: CHECKOUT_MESSAGES.noCoins });
    expect((await setStatus(t, orderId, 'Delivered')).statusCode).toBe(200);
    t.clock.now = new Date(START + RETURN_WINDOW_DAYS * 24 * HOUR_MS - 1);
    expect(await view()).toMatchObject({ availableCoins: 0, pendingCoins: 28 });

    // The window closes: reading the checkout credits the order, and its coins can be spent.
    t.clock.now = new Date(START + RETURN_WINDOW_DAYS * 24 * HOUR_MS);
    expect(await view()).toMatchObject({ availableCoins: 28, pendingCoins: 0 });
    const applied = await apply();
    expect(applied.statusCode).toBe(200);
    expect(applied.json().checkout).toMatchObject({ coinsApplied: 28, availableCoins: 28 });
    const second = await placeOrder(t, me, next, addressId);
    expect(second.json().order).toMatchObject({ coinsUsed: 28, coinsEarned: 28 });
    expect(await t.coins.balance(me.userId)).toBe(0);
    expect(await t.coins.pending(me.userId)).toBe(28);

    // Cancelling the second order returns what it spent; the first, final, keeps what it earned.
    expect(
      (await setStatus(t, second.json().order._id, 'Cancelled', { reason: 'Lost in transit' })).statusCode,
    ).toBe(200);
    expect(await t.coins.balance(me.userId)).toBe(28);
    expect(await t.coins.pending(me.userId)).toBe(0);
  });

  it('no sequence of orders, cancellations, deliveries and returns raises the balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 400 }),
        // Every sequence opens with an order, so no step is spent on an empty account.
        fc
          .tuple(place, fc.array(step, { minLength: 5, maxLength: 11 }))
          .map(([first, rest]): Step[] => [first, ...rest]),
        async (given, steps) => {
          t.clock.now = new Date(START);
          const me = await shopper(t);
          if (given > 0) await giveCoins(t, me.userId, given);
          await run(me, given, steps);
        },
      ),
      { numRuns: 25 },
    );
  });
});
