import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOffers, productVariants, shopMeta } from '../../db/schema/index.ts';
import { createKit, FIXTURE_NOW, type ShopKit } from '../../test/kit.ts';
import { OFFER_WINDOWS_QUEUE, sweepOfferWindows } from './offer-windows.ts';
import { OFFER_WINDOWS_MARK } from './offer-windows-repo.ts';

// An offer starting or ending is nobody's write: the `offer-windows` job notices it, refreshes the
// listing's columns and drops the caches. The caches are made long here, so only the sweep can make
// the listing change.

let t: ShopKit;
beforeAll(async () => {
  t = await createKit({
    clock: FIXTURE_NOW,
    catalogue: true,
    env: { LISTING_CACHE_TTL_MS: '600000', CARD_CACHE_TTL_MS: '600000', HOME_CACHE_TTL_MS: '600000' },
  });
});
afterAll(async () => {
  await t.cleanup();
});

interface Card {
  _id: string;
  discountPercentage: number;
  offers: unknown[];
}

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/user/Products/view?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: Card[] }).products;
}

/** The Sequin Party Dress: ₹2,499 against an M.R.P. of ₹2,999, no offer in the fixture. */
const partyIn = async (query: string) => (await list(query)).find((c) => c._id === t.fx.ids.party);

async function runSweepJob() {
  await t.app.platform.jobs.send(OFFER_WINDOWS_QUEUE, {});
  await t.app.platform.jobs.drain();
}

describe('the offer-windows job', () => {
  it('moves the listing when an offer starts and when it ends, and a second sweep changes nothing', async () => {
    const db = t.database.db;
    const party = t.fx.ids.party!;
    // The first sweep sets the mark (the fixture's listing columns are already right: nothing changes).
    await runSweepJob();
    const [mark] = await db.select().from(shopMeta).where(eq(shopMeta.key, OFFER_WINDOWS_MARK));
    expect(typeof mark?.value).toBe('string');

    // The price the offer will bring, on the variant: no offer runs, so the card price stays ₹2,499.
    await db.update(productVariants).set({ offerPrice: 199_900 }).where(eq(productVariants.productId, party));
    const window = 'minPrice=1900&maxPrice=2100';
    expect(await list(window)).toEqual([]);
    expect(await partyIn('limit=12')).toMatchObject({ discountPercentage: 16, offers: [] });

    // The offer starts (now, by the database's clock); nothing has told the shop yet.
    await db.insert(productOffers).values({ productId: party, title: 'Party week', discountPercent: 20 });
    expect(await list(window)).toEqual([]);

    await runSweepJob();
    expect((await list(window)).map((c) => c._id)).toEqual([party]);
    // ₹1,999 against ₹2,999: floor(1000 / 2999 × 100) = 33.
    expect(await partyIn('limit=12')).toMatchObject({
      discountPercentage: 33,
      offers: [{ title: 'Party week' }],
    });

    // Run again: nothing crossed a window since, nothing changes.
    const again = await sweepOfferWindows({ db, invalidateCaches: t.app.catalog.invalidateCaches });
    expect(again).toEqual({ crossed: [], changed: [], hadMark: true });
    const [row] = await db
      .execute(sql`SELECT card_price FROM products WHERE id = ${party}::uuid`)
      .then((r) => (r as unknown as { rows: { card_price: number }[] }).rows);
    expect(Number(row?.card_price)).toBe(199_900);

    // The offer ends: the listing goes back.
    await db.execute(sql`UPDATE product_offers SET ends_at = now() WHERE product_id = ${party}::uuid`);
    await runSweepJob();
    expect(await list(window)).toEqual([]);
    expect(await partyIn('limit=12')).toMatchObject({ discountPercentage: 16, offers: [] });
  });
});
