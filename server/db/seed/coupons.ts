// The demo shop's coupons: a first-order code, an everyday percent code with a cap, a festive code
// with a total limit, and one that has expired. Dates are relative to the seed's "today".
import type { Db } from '../client.ts';
import { coupons } from '../schema/index.ts';

const DAY = 86_400_000;

type CouponInsert = typeof coupons.$inferInsert;

export function demoCoupons(now: Date): CouponInsert[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  return [
    {
      code: 'WELCOME100',
      description: '₹100 off your first order of ₹499 or more',
      kind: 'flat',
      value: 10_000,
      minOrder: 49_900,
      startsAt: days(-30),
      endsAt: days(365),
      perUserLimit: 1,
      firstOrderOnly: true,
      createdAt: now,
    },
    {
      code: 'LOOM10',
      description: '10% off up to ₹150 on orders of ₹299 or more',
      kind: 'percent',
      value: 10,
      maxDiscount: 15_000,
      minOrder: 29_900,
      startsAt: days(-30),
      endsAt: days(365),
      perUserLimit: 3,
      createdAt: now,
    },
    {
      code: 'FESTIVE20',
      description: 'Festive sale: 20% off up to ₹400 on orders of ₹999 or more',
      kind: 'percent',
      value: 20,
      maxDiscount: 40_000,
      minOrder: 99_900,
      startsAt: days(-7),
      endsAt: days(60),
      usageLimit: 500,
      perUserLimit: 1,
      createdAt: now,
    },
    {
      code: 'SUMMER25',
      description: 'Summer sale: 25% off up to ₹500 on orders of ₹799 or more',
      kind: 'percent',
      value: 25,
      maxDiscount: 50_000,
      minOrder: 79_900,
      startsAt: days(-120),
      endsAt: days(-30),
      perUserLimit: 1,
      createdAt: now,
    },
  ];
}

/**
 * Inserts the demo coupons as part of the one demo seed (never again afterwards: a coupon the owner
 * deletes stays deleted); a code already there is left as it is. Returns how many were added.
 */
export async function seedDemoCoupons(db: Db, now: Date): Promise<number> {
  const added = await db
    .insert(coupons)
    .values(demoCoupons(now))
    .onConflictDoNothing({ target: coupons.code })
    .returning({ id: coupons.id });
  return added.length;
}
