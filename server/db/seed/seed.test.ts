import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStore } from '../../platform/storage-disk.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { Db } from '../client.ts';
import {
  brands,
  categories,
  coupons,
  featuredProducts,
  lowestPriceCards,
  offerCards,
  productOffers,
  productSliderProducts,
  productSliders,
  products,
  productVariants,
  referralArticles,
  reviews,
  shopMeta,
  staff,
  subcategories,
  topPickProducts,
  topPicks,
  topSaleSectionProducts,
  topSaleSections,
  trendingCards,
  users,
  variantSizes,
} from '../schema/index.ts';
import { demoCoupons } from './coupons.ts';
import { ensureDemoShop, referencedImages, seedDemoShop } from './index.ts';
import { DEMO_OWNER_PHONE } from './staff.ts';

/** The disk store over a temp uploads folder (the seed draws public pictures only). */
const diskAt = (uploadsDir: string) => createDiskStore({ uploadsDir, dataDir: path.dirname(uploadsDir) });

const NOW = new Date('2025-11-20T10:00:00.000Z');
const DAY = 86_400_000;

/** Expected pixel size of a picture, by its file name. */
function expectedSize(name: string): [number, number] {
  if (name.startsWith('p-') || name.startsWith('fabric-')) return [600, 750];
  if (name.startsWith('brand-')) return [240, 240];
  if (name.startsWith('cat-') || name.startsWith('sub-')) return [320, 320];
  if (name.startsWith('banner-')) return [1200, 480];
  if (name.startsWith('card-')) return [600, 400];
  throw new Error(`unexpected picture ${name}`);
}

async function count(db: Db, table: PgTable) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

async function counts(db: Db) {
  return {
    categories: await count(db, categories),
    subcategories: await count(db, subcategories),
    brands: await count(db, brands),
    products: await count(db, products),
    variants: await count(db, productVariants),
    sizes: await count(db, variantSizes),
    offers: await count(db, productOffers),
    reviews: await count(db, reviews),
    sliders: await count(db, productSliders),
    featured: await count(db, featuredProducts),
    meta: await count(db, shopMeta),
  };
}

/** A fingerprint of what a shopper sees: names, prices, stock, ratings and pictures, by id. */
async function fingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  const ps = await db
    .select({
      id: products.id,
      name: products.name,
      title: products.title,
      price: products.defaultPrice,
      rating: products.averageRating,
      ratingCount: products.ratingCount,
      sales: products.salesCount,
      createdAt: products.createdAt,
    })
    .from(products)
    .orderBy(asc(products.id));
  hash.update(JSON.stringify(ps));
  const vs = await db
    .select({
      id: productVariants.id,
      color: productVariants.color,
      price: productVariants.price,
      offer: productVariants.offerPrice,
      mrp: productVariants.wholesalePrice,
      images: productVariants.images,
    })
    .from(productVariants)
    .orderBy(asc(productVariants.id));
  hash.update(JSON.stringify(vs));
  const ss = await db
    .select({ id: variantSizes.id, size: variantSizes.size, stock: variantSizes.stock })
    .from(variantSizes)
    .orderBy(asc(variantSizes.id));
  hash.update(JSON.stringify(ss));
  return hash.digest('hex');
}

describe('demo shop seed', () => {
  let test: TestDatabase;
  let db: Db;
  let uploads: string;

  beforeAll(async () => {
    test = await createTestDatabase();
    db = test.database.db;
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'll-seed-'));
    const outcome = await ensureDemoShop(test.database, { store: diskAt(uploads), now: NOW });
    expect(outcome).toBe('seeded');
  });

  afterAll(async () => {
    await test?.cleanup();
    if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
  });

  it('has at least 8 categories, each with 3–6 subcategories, all with pictures on disk', async () => {
    const cats = await db.select().from(categories);
    const subs = await db.select().from(subcategories);
    expect(cats.length).toBeGreaterThanOrEqual(8);
    for (const c of cats) {
      const mine = subs.filter((s) => s.categoryId === c.id);
      expect(mine.length, c.name).toBeGreaterThanOrEqual(3);
      expect(mine.length, c.name).toBeLessThanOrEqual(6);
      expect(fs.existsSync(path.join(uploads, c.image ?? '-'))).toBe(true);
      for (const s of mine) expect(fs.existsSync(path.join(uploads, s.image ?? '-'))).toBe(true);
    }
  });

  it('has at least 12 brands with logo files, some featured', async () => {
    const rows = await db.select().from(brands);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.some((b) => b.isFeatured)).toBe(true);
    expect(rows.some((b) => !b.isFeatured)).toBe(true);
    for (const b of rows) {
      expect(b.logo).toMatch(/^brand-[a-z-]+\.webp$/);
      const meta = await sharp(path.join(uploads, b.logo as string)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 240]);
    }
  });

  it('has 320 products with 2–4 variants, believable prices and existing pictures', async () => {
    const ps = await db.select().from(products);
    const vs = await db.select().from(productVariants);
    expect(ps.length).toBeGreaterThanOrEqual(300);
    const byProduct = new Map<string, (typeof vs)[number][]>();
    for (const v of vs) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
    const offered = new Set(
      (await db.select({ id: productOffers.productId }).from(productOffers)).map((o) => o.id),
    );
    for (const p of ps) {
      const mine = byProduct.get(p.id) ?? [];
      expect(mine.length, p.name).toBeGreaterThanOrEqual(2);
      expect(mine.length, p.name).toBeLessThanOrEqual(4);
      expect(p.defaultPrice).toBe(Math.min(...mine.map((v) => v.price)));
      expect(p.description.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 120 * DAY);
      // One M.R.P. per product, whatever the colour (it is the label's).
      expect(new Set(mine.map((v) => v.wholesalePrice)).size, p.name).toBe(1);
      const dearest = Math.max(...mine.map((v) => v.price));
      for (const v of mine) {
        expect(v.price).toBeGreaterThanOrEqual(19_900);
        expect(v.price).toBeLessThanOrEqual(499_900);
        expect(v.wholesalePrice).toBeGreaterThan(v.price);
        expect(v.wholesalePrice).toBeLessThanOrEqual(Math.ceil(dearest * 1.6) + 10_100);
        if (offered.has(p.id)) {
          expect(v.offerPrice).not.toBeNull();
          expect(v.offerPrice as number).toBeLessThan(v.price);
          expect(v.offerPrice as number).toBeGreaterThanOrEqual(19_900);
        } else expect(v.offerPrice).toBeNull();
        expect(v.images.length).toBeGreaterThanOrEqual(1);
        for (const image of v.images) expect(fs.existsSync(path.join(uploads, image)), image).toBe(true);
      }
    }
    // Mostly buyable (cash on delivery is the only way to pay), with a few that show the rule.
    const notCash = ps.filter((p) => !p.codAvailable).length;
    expect(notCash).toBeGreaterThan(0);
    expect(notCash / ps.length).toBeLessThan(0.03);
  });

  it('draws every referenced picture as a real WebP of its stated size', async () => {
    const names = await referencedImages(db);
    expect(names.length).toBeGreaterThan(100);
    let bytes = 0;
    for (const name of names) {
      const file = path.join(uploads, name);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual(['webp', ...expectedSize(name)]);
      if (name.startsWith('p-')) bytes += fs.statSync(file).size;
    }
    const productPictures = names.filter((n) => n.startsWith('p-')).length;
    expect(bytes / productPictures).toBeLessThan(25_000);
  });

  it('has varied stock: never negative, some sold out, some limited, a few products fully out of stock', async () => {
    const stock = await db
      .select({ variantId: variantSizes.variantId, stock: variantSizes.stock })
      .from(variantSizes);
    expect(stock.every((s) => s.stock >= 0)).toBe(true);
    expect(stock.some((s) => s.stock === 0)).toBe(true);
    expect(stock.filter((s) => s.stock >= 1 && s.stock <= 5).length).toBeGreaterThan(50);
    expect(stock.filter((s) => s.stock > 5).length).toBeGreaterThan(stock.length / 2);
    const rows = await db.execute(sql`
      select p.id from products p
      where not exists (
        select 1 from product_variants v join variant_sizes s on s.variant_id = v.id
        where v.product_id = p.id and s.stock > 0)`);
    expect((rows as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it('keeps ratings consistent with the review rows', async () => {
    const ps = await db.select().from(products);
    const rs = await db.select().from(reviews);
    expect(rs.length).toBeGreaterThan(200);
    const byProduct = new Map<string, number[]>();
    for (const r of rs) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.rating]);
    const reviewed = ps.filter((p) => byProduct.has(p.id)).length / ps.length;
    expect(reviewed).toBeGreaterThan(0.55);
    expect(reviewed).toBeLessThan(0.85);
    for (const p of ps) {
      const ratings = byProduct.get(p.id) ?? [];
      expect(p.ratingCount).toBe(ratings.length);
      const avg = ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
        : 0;
      expect(p.averageRating).toBeCloseTo(avg, 5);
    }
    // No review text twice under one product (it read as one review under two names).
    const texts = new Set(rs.map((r) => `${r.productId}|${r.title}|${r.comment}`));
    expect(texts.size).toBe(rs.length);
    for (const r of rs) {
      expect(r.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const offers = await db.select().from(productOffers);
    expect(offers.length / ps.length).toBeGreaterThan(0.15);
    for (const o of offers) {
      expect(o.discountPercent).toBeGreaterThanOrEqual(10);
      expect(o.discountPercent).toBeLessThanOrEqual(40);
    }
  });

  it('fills every home section', async () => {
    const sliders = await db.select().from(productSliders);
    expect(sliders).toHaveLength(4);
    expect(await count(db, productSliderProducts)).toBeGreaterThanOrEqual(sliders.length * 4);
    for (const s of sliders) expect(fs.existsSync(path.join(uploads, s.image))).toBe(true);
    const sections = await db.select().from(topSaleSections);
    expect(sections).toHaveLength(5);
    const sectionProducts = await db.select().from(topSaleSectionProducts);
    for (const s of sections) expect(sectionProducts.some((p) => p.sectionId === s.id)).toBe(true);
    const picks = await db.select().from(topPicks);
    expect(picks).toHaveLength(5);
    const pickProducts = await db.select().from(topPickProducts);
    for (const p of picks) expect(pickProducts.some((x) => x.topPickId === p.id)).toBe(true);
    const offers = await db.select().from(offerCards).orderBy(asc(offerCards.position));
    expect(offers).toHaveLength(4);
    expect(offers[0]?.title).toBe('Share your referral code and earn rewards!');
    const articles = await db.select().from(referralArticles);
    expect(articles).toHaveLength(4);
    for (const a of articles) expect(a.description.split('\n').length).toBeGreaterThanOrEqual(3);
    for (const o of offers.slice(1)) expect(articles.map((a) => a.id)).toContain(o.articleId);
    const trending = await db.select().from(trendingCards);
    expect(trending).toHaveLength(5);
    for (const t of trending) {
      expect(t.affordablePrice).toBeLessThan(100_000);
      expect(t.productType).toBeTruthy();
    }
    expect((await db.select().from(lowestPriceCards)).length).toBe(4);
    expect(await count(db, featuredProducts)).toBe(12);
    for (const row of [...sections, ...picks, ...offers, ...trending, ...articles]) {
      expect(fs.existsSync(path.join(uploads, row.image)), row.image).toBe(true);
    }
  });

  it('makes the demo owner: the phone 9000000001 is the console’s owner', async () => {
    const rows = await db
      .select({ phone: users.phone, name: users.name, role: staff.role })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId));
    expect(rows).toEqual([{ phone: `+91${DEMO_OWNER_PHONE}`, name: 'Demo Owner', role: 'owner' }]);
  });

  it('has real coupons: three usable today and one expired', async () => {
    const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
    expect(rows.map((c) => c.code)).toEqual(['FESTIVE20', 'LOOM10', 'SUMMER25', 'WELCOME100']);
    const usable = rows.filter((c) => c.isActive && c.startsAt <= NOW && c.endsAt > NOW).map((c) => c.code);
    expect(usable).toEqual(['FESTIVE20', 'LOOM10', 'WELCOME100']);
    const byCode = new Map(rows.map((c) => [c.code, c]));
    expect(byCode.get('WELCOME100')).toMatchObject({
      kind: 'flat',
      value: 10_000,
      minOrder: 49_900,
      firstOrderOnly: true,
    });
    expect(byCode.get('LOOM10')).toMatchObject({
      kind: 'percent',
      value: 10,
      maxDiscount: 15_000,
      perUserLimit: 3,
    });
    expect(byCode.get('FESTIVE20')).toMatchObject({
      kind: 'percent',
      value: 20,
      maxDiscount: 40_000,
      usageLimit: 500,
    });
    expect(byCode.get('SUMMER25')?.endsAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it('seeds only once: a second ensureDemoShop changes nothing', async () => {
    const before = await counts(db);
    expect(await ensureDemoShop(test.database, { store: diskAt(uploads), now: NOW })).toBe('already-seeded');
    expect(await counts(db)).toEqual(before);
    const [meta] = await db.select().from(shopMeta);
    expect(meta?.key).toBe('demo_seed');
    expect(meta?.value).toMatchObject({ products: 320, seededAt: NOW.toISOString() });
  });

  it('is deterministic: the same date gives the same shop', async () => {
    const other = await createTestDatabase();
    try {
      // The pictures are already in `uploads`, so this run only writes rows.
      await seedDemoShop(other.database.db, { store: diskAt(uploads), now: NOW });
      expect(await fingerprint(other.database.db)).toBe(await fingerprint(db));
    } finally {
      await other.cleanup();
    }
  });

  it('refuses to seed over an existing catalogue', async () => {
    await expect(seedDemoShop(db, { store: diskAt(uploads), now: NOW })).rejects.toThrow(/not empty/);
  });

  it('redraws missing pictures of an already-seeded database', async () => {
    const [variant] = await db.select().from(productVariants).limit(1);
    const [brand] = await db.select().from(brands).limit(1);
    const gone = [variant?.images[0], variant?.images[1], brand?.logo].filter((n): n is string => Boolean(n));
    const sizes = gone.map((n) => fs.statSync(path.join(uploads, n)).size);
    for (const n of gone) fs.unlinkSync(path.join(uploads, n));
    expect(await ensureDemoShop(test.database, { store: diskAt(uploads), now: NOW })).toBe('already-seeded');
    gone.forEach((n, i) => {
      expect(fs.existsSync(path.join(uploads, n)), n).toBe(true);
      expect(fs.statSync(path.join(uploads, n)).size).toBe(sizes[i]);
    });
  });

  it('leaves demo coupons as the console changed them: a restart neither resets nor adds any', async () => {
    // What the console's edit and pause write (renamed, paused, a new limit), and a coupon of the owner's own.
    await db
      .update(coupons)
      .set({ code: 'LOOM15', value: 15, isActive: false, usageLimit: 50 })
      .where(eq(coupons.code, 'LOOM10'));
    const [own] = demoCoupons(NOW);
    if (!own) throw new Error('no coupon');
    await db.insert(coupons).values({ ...own, code: 'OWNER5', description: 'The owner’s own' });
    const before = await db.select().from(coupons).orderBy(asc(coupons.code));

    expect(await ensureDemoShop(test.database, { store: diskAt(uploads), now: NOW })).toBe('already-seeded');
    // A later day's start does not make the demo coupons again either.
    const later = new Date(NOW.getTime() + 400 * DAY);
    expect(await ensureDemoShop(test.database, { store: diskAt(uploads), now: later })).toBe(
      'already-seeded',
    );
    const after = await db.select().from(coupons).orderBy(asc(coupons.code));
    expect(after).toEqual(before);
    expect(after.map((c) => c.code)).toEqual(['FESTIVE20', 'LOOM15', 'OWNER5', 'SUMMER25', 'WELCOME100']);
    expect(after.find((c) => c.code === 'LOOM15')).toMatchObject({
      isActive: false,
      value: 15,
      usageLimit: 50,
    });
  });

  // Last: it deletes demo rows the tests above compare.
  it('never brings back what the owner deleted: coupons, products, home cards', async () => {
    const [product] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    if (!product) throw new Error('no product');
    await db.delete(coupons);
    await db.delete(products).where(eq(products.id, product.id));
    await db.delete(offerCards);
    const after = { ...(await counts(db)), coupons: 0, offerCards: 0 };
    expect(after.products).toBe(319);

    // The restart path, twice.
    for (let i = 0; i < 2; i++) {
      expect(await ensureDemoShop(test.database, { store: diskAt(uploads), now: NOW })).toBe(
        'already-seeded',
      );
      expect({
        ...(await counts(db)),
        coupons: await count(db, coupons),
        offerCards: await count(db, offerCards),
      }).toEqual(after);
    }
    expect(await db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
  });
});

describe('demo shop seed into a shop with data of its own', () => {
  it('seeds nothing when the database already holds a coupon, and records no seed', async () => {
    const other = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'll-seed-own-'));
    try {
      const db2 = other.database.db;
      const [own] = demoCoupons(NOW);
      if (!own) throw new Error('no coupon');
      await db2.insert(coupons).values({ ...own, code: 'OWNCODE' });
      expect(await ensureDemoShop(other.database, { store: diskAt(dir), now: NOW })).toBe('already-seeded');
      expect(await count(db2, products)).toBe(0);
      expect(await count(db2, shopMeta)).toBe(0);
      expect((await db2.select({ code: coupons.code }).from(coupons)).map((c) => c.code)).toEqual([
        'OWNCODE',
      ]);
    } finally {
      await other.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
