import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOME_SECTION_KEYS, HOME_MESSAGES as M } from '../../../../contract/admin-home.ts';
import { auditLog, brands, categories, products } from '../../../db/schema/index.ts';
import {
  call,
  createKit,
  FIXTURE_NOW,
  type ShopKit,
  type StaffMember,
  staffMember,
} from '../../../test/kit.ts';

// The console's home merchandising: items of every kind made, edited, hidden, scheduled, reordered and
// removed, each with its audit entry; the featured products; sections switched off; links to what an
// item opens; bad input refused field by field; who may do what; and the storefront's home following
// every change on the next request, and every start and end on time although the home is cached.

let t: ShopKit;
let support: StaffMember;
let manager: StaffMember;

beforeAll(async () => {
  t = await createKit({ catalogue: true, clock: FIXTURE_NOW });
  support = await staffMember(t, 'support');
  manager = await staffMember(t, 'manager');
});
afterAll(() => t.cleanup());
beforeEach(() => {
  t.clock.now = new Date(FIXTURE_NOW);
});

const UNKNOWN = '00000000-0000-4000-8000-000000000009';
const later = (seconds: number) => new Date(t.clock.now.getTime() + seconds * 1000).toISOString();

type Item = Record<string, unknown> & { _id: string; title: string };

async function home() {
  const res = await call(t, 'GET', '/user/home', null);
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, Item[]>;
}
const titles = (items: Item[]) => items.map((i) => i.title);

async function overview() {
  const res = await call(t, 'GET', '/admin/home-sections', support);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function create(body: object, who: StaffMember = manager) {
  return call(t, 'POST', '/admin/home-sections', who, body);
}
async function created(body: object): Promise<Item> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item;
}
const patch = (kind: string, id: string, body: object, who: StaffMember = manager) =>
  call(t, 'PATCH', `/admin/home-sections/${kind}/${id}`, who, body);

const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('the overview', () => {
  it('lists every section in page order, with items, their products, state, the featured list and choices', async () => {
    const body = await overview();
    expect(body.sections.map((s: { key: string }) => s.key)).toEqual(HOME_SECTION_KEYS);
    expect(body.sections.every((s: { isVisible: boolean }) => s.isVisible)).toBe(true);
    const [slide] = body.items.slider;
    expect(slide).toMatchObject({
      _id: t.fx.sliderId,
      kind: 'slider',
      title: 'Summer',
      image: 'banner-summer.webp',
      link: null,
      isVisible: true,
      startsAt: null,
      endsAt: null,
      state: 'showing',
    });
    // The fixture's set has no order of its own (both at position 0): by name, then.
    expect(slide.products.map((p: { _id: string }) => p._id).sort()).toEqual(
      [t.fx.ids.frock, t.fx.ids['tee-blue']].sort(),
    );
    expect(slide.products.find((p: { _id: string }) => p._id === t.fx.ids.frock)).toEqual({
      _id: t.fx.ids.frock,
      name: 'Floral Print Cotton Frock',
      image: 'p-frock-0.webp',
      status: 'live',
    });
    expect(body.items.trending[0]).toMatchObject({
      affordablePrice: 399,
      productType: 't-shirt',
      products: [],
    });
    expect(body.items.lowestPrice[0]).toMatchObject({
      title: '',
      description: 'Tees from',
      startingPrice: 199,
    });
    expect(body.items.offer[1]).toMatchObject({ title: 'Coins explained', articleId: t.fx.articleId });
    expect(body.featured.map((p: { _id: string }) => p._id)).toEqual([t.fx.ids.sweater, t.fx.ids.frock]);
    expect(body.choices.brands.map((b: { name: string }) => b.name)).toEqual([
      'Tiny Threads',
      'Pebble & Pip',
      'Mango Sprout',
    ]);
    expect(body.choices.categories[0]).toMatchObject({ name: 'Girls', subcategories: [{ name: 'Frocks' }] });
    expect(body.choices.productTypes).toContain('t-shirt');
    expect(body.choices.articles).toEqual([{ _id: t.fx.articleId, title: 'How coins work' }]);
  });
});

describe('making, editing and removing items', () => {
  it('adds a slide with a link and products; the storefront shows it on the next request; audited', async () => {
    await home(); // the home is cached now
    const slide = await created({
      kind: 'slider',
      title: 'Monsoon – raincoats',
      image: 'catalogue/banner-monsoon.webp',
      link: { to: 'brand', brandId: t.fx.brandIds.pebble },
      productIds: [t.fx.ids.party, t.fx.ids.frock],
    });
    expect(slide).toMatchObject({ kind: 'slider', position: 1, state: 'showing', isVisible: true });
    expect(slide.products).toEqual([
      expect.objectContaining({ _id: t.fx.ids.party }),
      expect.objectContaining({ _id: t.fx.ids.frock }),
    ]);
    const shown = (await home()).ProductSliders!;
    expect(shown.map((s) => s.title)).toEqual(['Summer', 'Monsoon – raincoats']);
    expect(shown[1]).toEqual({
      _id: slide._id,
      title: 'Monsoon – raincoats',
      image: 'catalogue/banner-monsoon.webp',
      link: { to: 'brand', brandId: t.fx.brandIds.pebble },
    });
    // Its own products open from the listing, in the set's order of the listing's rules.
    const listed = await call(t, 'GET', `/user/Products/view?productSliderId=${slide._id}`, null);
    expect(
      listed
        .json()
        .products.map((p: { _id: string }) => p._id)
        .sort(),
    ).toEqual([t.fx.ids.party, t.fx.ids.frock].sort());
    const [entry] = await auditOf('home.slider.create', slide._id);
    expect(entry).toMatchObject({ actorId: manager.userId, targetType: 'home_item', via: 'console' });
    expect(entry?.after).toMatchObject({
      title: 'Monsoon – raincoats',
      productIds: [t.fx.ids.party, t.fx.ids.frock],
    });
  });

  it('edits fields, replaces the set, records only what changed and the storefront follows', async () => {
    const card = await created({
      kind: 'trending',
      title: 'Sweaters',
      description: 'Warm',
      image: 'card-sweaters.webp',
      affordablePrice: 899,
      productType: 'sweater',
    });
    await home();
    const res = await patch('trending', card._id, { affordablePrice: 799.5, description: 'Very warm' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.saved,
      item: { affordablePrice: 799.5, description: 'Very warm' },
    });
    const shown = (await home()).affordableProducts!.find((c) => c._id === card._id);
    expect(shown).toMatchObject({
      affordablePrice: 799.5,
      description: 'Very warm',
      productType: 'sweater',
      link: null,
    });
    const [entry] = await auditOf('home.trending.update', card._id);
    expect(entry?.before).toEqual({ description: 'Warm', affordablePrice: 899 });
    expect(entry?.after).toEqual({ description: 'Very warm', affordablePrice: 799.5 });

    const sale = await created({
      kind: 'topSale',
      title: 'Frocks',
      image: 'card-frocks.webp',
      productIds: [t.fx.ids.frock],
    });
    const replaced = await patch('topSale', sale._id, { productIds: [t.fx.ids.party, t.fx.ids.sneakers] });
    expect(replaced.json().item.products.map((p: { _id: string }) => p._id)).toEqual([
      t.fx.ids.party,
      t.fx.ids.sneakers,
    ]);
    const listed = await call(t, 'GET', `/user/Products/view?topSaleSectionId=${sale._id}`, null);
    expect(
      listed
        .json()
        .products.map((p: { _id: string }) => p._id)
        .sort(),
    ).toEqual([t.fx.ids.party, t.fx.ids.sneakers].sort());
  });

  it('removes an item (the storefront drops it at once), audited; a second removal is 404', async () => {
    const pick = await created({ kind: 'topPick', title: 'To remove', image: 'card-x.webp' });
    expect(titles((await home()).topPicksBestPrice!)).toContain('To remove');
    const res = await call(t, 'DELETE', `/admin/home-sections/topPick/${pick._id}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.removed);
    expect(titles((await home()).topPicksBestPrice!)).not.toContain('To remove');
    expect(await auditOf('home.topPick.delete', pick._id)).toHaveLength(1);
    const again = await call(t, 'DELETE', `/admin/home-sections/topPick/${pick._id}`, manager);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.notFound);
    expect((await patch('topPick', pick._id, { title: 'x' })).statusCode).toBe(404);
    // The same id under another kind is not that item either.
    expect((await patch('topSale', t.fx.topPickId, { title: 'x' })).statusCode).toBe(404);
  });

  it('reorders a section (the storefront follows); a list that changed meanwhile is refused', async () => {
    const a = await created({
      kind: 'offer',
      title: 'Offer A',
      image: 'o-a.webp',
      articleId: t.fx.articleId,
    });
    const b = await created({ kind: 'offer', title: 'Offer B', image: 'o-b.webp' });
    const ids = (await overview()).items.offer.map((o: Item) => o._id) as string[];
    const order = [b._id, ...ids.filter((id) => id !== b._id && id !== a._id), a._id];
    const res = await call(t, 'POST', '/admin/home-sections/offer/order', manager, { ids: order });
    expect(res.statusCode).toBe(200);
    expect((await home()).OfferSection!.map((o) => o._id)).toEqual(order);
    expect(await auditOf('home.offer.reorder', 'offer')).toHaveLength(1);
    const missing = await call(t, 'POST', '/admin/home-sections/offer/order', manager, {
      ids: order.slice(1),
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(M.orderMismatch);
    const twice = await call(t, 'POST', '/admin/home-sections/offer/order', manager, {
      ids: [order[0], ...order.slice(0, -1)],
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('what shoppers see: visibility, windows, sections', () => {
  it('leaves out a hidden item; the console still lists it, as hidden', async () => {
    const slide = await created({
      kind: 'slider',
      title: 'Hidden slide',
      image: 'b-hidden.webp',
      isVisible: false,
    });
    expect(slide.state).toBe('hidden');
    expect(titles((await home()).ProductSliders!)).not.toContain('Hidden slide');
    const listed = (await overview()).items.slider.find((s: Item) => s._id === slide._id);
    expect(listed).toMatchObject({ isVisible: false, state: 'hidden' });
    await patch('slider', slide._id, { isVisible: true });
    expect(titles((await home()).ProductSliders!)).toContain('Hidden slide');
    await patch('slider', slide._id, { isVisible: false });
  });

  it('shows an item from its start until its end, on time, although the home is cached', async () => {
    const sale = await created({
      kind: 'topSale',
      title: 'Flash sale',
      image: 'card-flash.webp',
      startsAt: later(10),
      endsAt: later(30),
    });
    expect(sale.state).toBe('scheduled');
    expect(titles((await home()).topSales!)).not.toContain('Flash sale');
    // 10 s on, well inside the home cache's minute: the start is the cache's end.
    t.clock.now = new Date(FIXTURE_NOW.getTime() + 10_000);
    expect(titles((await home()).topSales!)).toContain('Flash sale');
    t.clock.now = new Date(FIXTURE_NOW.getTime() + 29_000);
    expect(titles((await home()).topSales!)).toContain('Flash sale');
    t.clock.now = new Date(FIXTURE_NOW.getTime() + 30_000);
    expect(titles((await home()).topSales!)).not.toContain('Flash sale');
    expect((await overview()).items.topSale.find((s: Item) => s._id === sale._id).state).toBe('ended');
  });

  it('shows an item from the very instant it starts', async () => {
    const start = new Date(FIXTURE_NOW.getTime() + 5_000);
    const pick = await created({
      kind: 'topPick',
      title: 'Opens at five',
      image: 'card-five.webp',
      startsAt: start.toISOString().replace('Z', '+00:00'),
    });
    t.clock.now = new Date(start.getTime() - 1);
    expect(titles((await home()).topPicksBestPrice!)).not.toContain('Opens at five');
    t.clock.now = start;
    expect(titles((await home()).topPicksBestPrice!)).toContain('Opens at five');
    await call(t, 'DELETE', `/admin/home-sections/topPick/${pick._id}`, manager);
  });

  it('switches whole sections off and on; off sections are empty, audited', async () => {
    const res = await call(t, 'PATCH', '/admin/home-sections/settings', manager, {
      sections: {
        topSale: false,
        brandMarquee: false,
        newArrivals: false,
        featured: false,
        categories: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const off = res.json().sections.filter((s: { isVisible: boolean }) => !s.isVisible);
    expect(off.map((s: { key: string }) => s.key)).toEqual([
      'categories',
      'newArrivals',
      'topSale',
      'featured',
      'brandMarquee',
    ]);
    const data = await home();
    expect(data.topSales).toEqual([]);
    expect(data.featuringBrandsNow).toEqual([]);
    expect(data.BrandSliders).toEqual([]);
    expect(data.newArrivals).toEqual([]);
    expect(data.featuredProducts).toEqual([]);
    expect(data.CategorySliders).toEqual([]);
    // The brand row is a section of its own, still on.
    expect(data.brands!.length).toBeGreaterThan(0);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'home.sections.update'));
    expect(entry?.before).toMatchObject({ topSale: true, brandMarquee: true });
    expect(entry?.after).toMatchObject({ topSale: false, brandMarquee: false });

    await call(t, 'PATCH', '/admin/home-sections/settings', manager, {
      sections: { topSale: true, brandMarquee: true, newArrivals: true, featured: true, categories: true },
    });
    const back = await home();
    expect(back.topSales!.length).toBeGreaterThan(0);
    expect(back.featuringBrandsNow!.map((b) => b.name)).toEqual(['Tiny Threads']);
  });

  it('leaves hidden brands and categories out of the brand and category rows', async () => {
    await t.database.db.update(brands).set({ isVisible: false }).where(eq(brands.id, t.fx.brandIds.tiny!));
    await t.database.db
      .update(categories)
      .set({ isVisible: false })
      .where(eq(categories.id, t.fx.categoryIds.boys!));
    t.app.catalog.invalidateCaches();
    const data = await home();
    const names = (list: Item[]) => list.map((b) => b.name);
    expect(names(data.brands!)).toEqual(['Pebble & Pip', 'Mango Sprout']);
    expect(names(data.featuringBrandsNow!)).toEqual([]);
    expect(names(data.BrandSliders!)).not.toContain('Tiny Threads');
    expect(names(data.CategorySliders!)).toEqual(['Girls', 'Footwear']);
    await t.database.db.update(brands).set({ isVisible: true }).where(eq(brands.id, t.fx.brandIds.tiny!));
    await t.database.db
      .update(categories)
      .set({ isVisible: true })
      .where(eq(categories.id, t.fx.categoryIds.boys!));
    t.app.catalog.invalidateCaches();
  });
});

describe('links', () => {
  it('accepts every kind of link and hands it to the storefront as it was set', async () => {
    const links = [
      { to: 'brand', brandId: t.fx.brandIds.mango },
      { to: 'category', categoryId: t.fx.categoryIds.girls },
      { to: 'subcategory', subcategoryId: t.fx.subIds.frocks },
      { to: 'productType', productTypes: ['t-shirt', 'frock'], minPrice: 100, maxPrice: 999 },
      { to: 'price', maxPrice: 499 },
      { to: 'products' },
    ];
    for (const [i, link] of links.entries()) {
      const item = await created({ kind: 'topPick', title: `Link ${i}`, image: 'card-link.webp', link });
      expect(item.link).toEqual(link);
    }
    const offer = await created({
      kind: 'offer',
      title: 'Read this',
      image: 'o-read.webp',
      link: { to: 'article', articleId: t.fx.articleId },
    });
    const data = await home();
    for (const [i, link] of links.entries()) {
      expect(data.topPicksBestPrice!.find((p) => p.title === `Link ${i}`)?.link).toEqual(link);
    }
    expect(data.OfferSection!.find((o) => o._id === offer._id)?.link).toEqual({
      to: 'article',
      articleId: t.fx.articleId,
    });
    // A link is taken off with null.
    const cleared = await patch('offer', offer._id, { link: null });
    expect(cleared.json().item.link).toBeNull();
  });

  it('refuses links to what does not exist, or that the kind cannot open', async () => {
    const cases: [object, string, string][] = [
      [{ kind: 'slider', link: { to: 'brand', brandId: UNKNOWN } }, 'link.brandId', M.unknownBrand],
      [
        { kind: 'slider', link: { to: 'category', categoryId: UNKNOWN } },
        'link.categoryId',
        M.unknownCategory,
      ],
      [
        { kind: 'slider', link: { to: 'subcategory', subcategoryId: UNKNOWN } },
        'link.subcategoryId',
        M.unknownSubcategory,
      ],
      [{ kind: 'offer', link: { to: 'article', articleId: UNKNOWN } }, 'link.articleId', M.unknownArticle],
      [{ kind: 'offer', articleId: UNKNOWN }, 'articleId', M.unknownArticle],
      [
        { kind: 'slider', link: { to: 'productType', productTypes: ['spacesuit'] } },
        'link.productTypes.0',
        M.unknownProductType('spacesuit'),
      ],
      [
        { kind: 'slider', link: { to: 'article', articleId: t.fx.articleId } },
        'link',
        M.articleLinkOffersOnly,
      ],
      [{ kind: 'trending', affordablePrice: 499, link: { to: 'products' } }, 'link', M.productsLinkNeedsSet],
      [
        { kind: 'slider', link: { to: 'price', minPrice: 900, maxPrice: 100 } },
        'link.minPrice',
        M.priceRangeReversed,
      ],
      [{ kind: 'slider', link: { to: 'somewhere' } }, 'link.to', 'Choose what this opens'],
      [{ kind: 'slider', link: { to: 'brand', brandId: 'tiny' } }, 'link.brandId', 'Choose a brand'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create({ title: 'Bad link', image: 'card-bad.webp', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, msg: message });
    }
    const before = (await overview()).items.slider.length;
    expect(before).toBeGreaterThan(0);
    const [slide] = (await overview()).items.slider;
    const res = await patch('slider', slide._id, { link: { to: 'brand', brandId: UNKNOWN } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.unknownBrand);
  });
});

describe('bad input', () => {
  it('says what each field needs', async () => {
    const cases: [object, string, string][] = [
      [{ kind: 'slider', image: 'b.webp' }, 'title', M.titleRequired],
      [{ kind: 'slider', title: '   ', image: 'b.webp' }, 'title', M.titleRequired],
      [{ kind: 'slider', title: 'No picture' }, 'image', M.pictureRequired],
      [
        { kind: 'slider', title: 'Bad picture', image: '../etc/passwd' },
        'image',
        'A picture is not one the shop stored: upload it again.',
      ],
      [{ kind: 'trending', title: 'No price', image: 'c.webp' }, 'affordablePrice', M.priceRequired],
      [
        { kind: 'trending', title: 'Below zero', image: 'c.webp', affordablePrice: -1 },
        'affordablePrice',
        'A price cannot be below zero',
      ],
      [{ kind: 'lowestPrice', image: 'c.webp', startingPrice: 99 }, 'description', M.textRequired],
      [{ kind: 'lowestPrice', image: 'c.webp', description: 'x' }, 'startingPrice', M.priceRequired],
      [
        { kind: 'lowestPrice', title: 'A title', image: 'c.webp', description: 'x', startingPrice: 1 },
        'title',
        M.notForKind('title', 'lowestPrice'),
      ],
      [
        { kind: 'slider', title: 'S', image: 'b.webp', description: 'No room' },
        'description',
        M.notForKind('description', 'slider'),
      ],
      [
        { kind: 'offer', title: 'O', image: 'b.webp', productIds: [] },
        'productIds',
        M.notForKind('products', 'offer'),
      ],
      [
        { kind: 'slider', title: 'S', image: 'b.webp', startsAt: later(60), endsAt: later(60) },
        'endsAt',
        M.endBeforeStart,
      ],
      [{ kind: 'slider', title: 'S', image: 'b.webp', startsAt: 'tomorrow' }, 'startsAt', M.timeInvalid],
      [
        {
          kind: 'slider',
          title: 'S',
          image: 'b.webp',
          productIds: Array.from({ length: 41 }, () => UNKNOWN),
        },
        'productIds',
        M.tooManyProducts,
      ],
      [
        { kind: 'slider', title: 'S', image: 'b.webp', productIds: [t.fx.ids.frock, t.fx.ids.frock] },
        'productIds.1',
        M.duplicateProduct,
      ],
      [
        { kind: 'slider', title: 'S', image: 'b.webp', productIds: [t.fx.ids.frock, UNKNOWN] },
        'productIds.1',
        M.unknownProducts,
      ],
      [{ kind: 'banner', title: 'S', image: 'b.webp' }, 'kind', 'Choose what to add'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toContainEqual({ field, msg: message });
    }
    const unknownField = await create({ kind: 'slider', title: 'S', image: 'b.webp', colour: 'red' });
    expect(unknownField.statusCode).toBe(400);
    const badKind = await patch('banner', t.fx.sliderId, { title: 'x' });
    expect(badKind.statusCode).toBe(400);
    expect((await patch('slider', 'not-an-id', { title: 'x' })).statusCode).toBe(400);
    // Nothing half-written: no item was added by any refusal.
    expect((await overview()).items.slider.some((s: Item) => s.title === 'S')).toBe(false);
  });

  it('checks an edit against what is stored (an end before the stored start)', async () => {
    const slide = await created({
      kind: 'slider',
      title: 'Window',
      image: 'b-w.webp',
      startsAt: later(3600),
    });
    const res = await patch('slider', slide._id, { endsAt: later(60) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: M.endBeforeStart,
      errors: [{ field: 'endsAt', msg: M.endBeforeStart }],
    });
    const empty = await patch('slider', slide._id, { title: '' });
    expect(empty.json().errors).toContainEqual({ field: 'title', msg: M.titleRequired });
    const wrongKind = await patch('slider', slide._id, { startingPrice: 10 });
    expect(wrongKind.json().message).toBe(M.notForKind('starting price', 'slider'));
    expect((await patch('slider', slide._id, { startsAt: null, endsAt: later(60) })).statusCode).toBe(200);
  });

  it('refuses an unknown section, and an empty switch', async () => {
    const unknown = await call(t, 'PATCH', '/admin/home-sections/settings', manager, {
      sections: { footer: false },
    });
    expect(unknown.statusCode).toBe(400);
    const empty = await call(t, 'PATCH', '/admin/home-sections/settings', manager, { sections: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a section to switch');
  });
});

describe('featured products', () => {
  it('sets the list in order; the home shows its live ones; audited; unknown products refused', async () => {
    const res = await call(t, 'POST', '/admin/home-sections/featured', manager, {
      productIds: [t.fx.ids.party, t.fx.ids.sneakers, t.fx.ids.frock],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().featured.map((p: { _id: string }) => p._id)).toEqual([
      t.fx.ids.party,
      t.fx.ids.sneakers,
      t.fx.ids.frock,
    ]);
    expect((await home()).featuredProducts!.map((p) => p._id)).toEqual([
      t.fx.ids.party,
      t.fx.ids.sneakers,
      t.fx.ids.frock,
    ]);
    const [entry] = await auditOf('home.featured.update', 'featured');
    expect(entry?.before).toEqual({ productIds: [t.fx.ids.sweater, t.fx.ids.frock] });

    // A draft stays on the list but not on the home.
    await t.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, t.fx.ids.sneakers!));
    t.app.catalog.invalidateCaches();
    expect((await home()).featuredProducts!.map((p) => p._id)).toEqual([t.fx.ids.party, t.fx.ids.frock]);
    expect((await overview()).featured[1]).toMatchObject({ _id: t.fx.ids.sneakers, status: 'draft' });
    await t.database.db.update(products).set({ status: 'live' }).where(eq(products.id, t.fx.ids.sneakers!));

    const unknown = await call(t, 'POST', '/admin/home-sections/featured', manager, {
      productIds: [UNKNOWN],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.unknownProducts);
    const twice = await call(t, 'POST', '/admin/home-sections/featured', manager, {
      productIds: [t.fx.ids.party, t.fx.ids.party],
    });
    expect(twice.json().errors).toContainEqual({ field: 'productIds.1', msg: M.duplicateProduct });
  });
});

describe('the preview', () => {
  it('answers the home as it would be at a time, with hidden items on request, never cached', async () => {
    const sale = await created({
      kind: 'topSale',
      title: 'Next week',
      image: 'card-next.webp',
      startsAt: later(7 * 86_400),
    });
    const hidden = await created({
      kind: 'topSale',
      title: 'Secret',
      image: 'card-secret.webp',
      isVisible: false,
    });
    const preview = async (query: string) => {
      const res = await call(t, 'GET', `/admin/home-sections/preview${query}`, support);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, status: 200 });
      return titles(res.json().data.topSales);
    };
    expect(await preview('')).not.toContain('Next week');
    expect(await preview(`?at=${encodeURIComponent(later(8 * 86_400))}`)).toContain('Next week');
    expect(await preview(`?at=${encodeURIComponent(later(8 * 86_400))}`)).not.toContain('Secret');
    expect(await preview('?hidden=true')).toContain('Secret');
    // Not cached: a change made behind the shop's back shows at once in the preview.
    await t.database.db.execute(
      sql`UPDATE top_sale_sections SET title = 'Secret 2' WHERE id = ${hidden._id}::uuid`,
    );
    expect(await preview('?hidden=true')).toContain('Secret 2');
    const bad = await call(t, 'GET', '/admin/home-sections/preview?at=yesterday', support);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.timeInvalid);
    await call(t, 'DELETE', `/admin/home-sections/topSale/${sale._id}`, manager);
    await call(t, 'DELETE', `/admin/home-sections/topSale/${hidden._id}`, manager);
  });
});

describe('who may do what', () => {
  it('lets support read and preview but not change anything', async () => {
    expect((await call(t, 'GET', '/admin/home-sections', support)).statusCode).toBe(200);
    const writes = [
      create({ kind: 'slider', title: 'S', image: 'b.webp' }, support),
      patch('slider', t.fx.sliderId, { title: 'x' }, support),
      call(t, 'DELETE', `/admin/home-sections/slider/${t.fx.sliderId}`, support),
      call(t, 'POST', '/admin/home-sections/slider/order', support, { ids: [t.fx.sliderId] }),
      call(t, 'POST', '/admin/home-sections/featured', support, { productIds: [] }),
      call(t, 'PATCH', '/admin/home-sections/settings', support, { sections: { slider: false } }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect((await call(t, 'GET', '/admin/home-sections', null)).statusCode).toBe(401);
  });
});
