import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAXONOMY_MESSAGES as T } from '../../../../contract/admin-taxonomy.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { call, createKit, type ShopKit, type StaffMember, staffMember } from '../../../test/kit.ts';

// The console's brands, categories and subcategories: lists with hidden ones and product counts,
// create (slug from the name, names unique), update (a brand's new name reaches its products' search
// words at once), hide (gone from the storefront's lists), reorder (the storefront follows; a list
// that changed meanwhile is refused), each write with its audit entry, and who may do what.

let t: ShopKit;
let support: StaffMember;
let manager: StaffMember;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  support = await staffMember(t, 'support');
  manager = await staffMember(t, 'manager');
});
afterAll(() => t.cleanup());

const UNKNOWN = '00000000-0000-4000-8000-000000000009';

const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

async function adminBrands() {
  const res = await call(t, 'GET', '/admin/brands', support);
  expect(res.statusCode).toBe(200);
  return res.json().brands as {
    _id: string;
    name: string;
    products: number;
    isVisible: boolean;
    position: number;
  }[];
}
async function shopBrands() {
  const res = await call(t, 'GET', '/user/brand/view', null);
  expect(res.statusCode).toBe(200);
  return (res.json().brands as { _id: string; name: string }[]).map((b) => b.name);
}
async function shopCategories() {
  const res = await call(t, 'GET', '/user/categories/view', null);
  expect(res.statusCode).toBe(200);
  return (res.json().categories as { _id: string; name: string }[]).map((c) => c.name);
}
async function shopSubcategories(categoryId: string) {
  const res = await call(t, 'GET', `/user/Subcategories/view/subcategory/${categoryId}`, null);
  return {
    status: res.statusCode,
    names: (res.json().subCategories ?? []).map((s: { name: string }) => s.name),
  };
}
async function createBrand(body: object) {
  return call(t, 'POST', '/admin/brands', manager, body);
}
async function searchIds(words: string) {
  const res = await call(t, 'GET', `/user/Products/view?search=${encodeURIComponent(words)}`, null);
  expect(res.statusCode).toBe(200);
  return (res.json().products as { _id: string }[]).map((p) => p._id);
}

describe('brands', () => {
  it('lists every brand in order with its products counted', async () => {
    const brands = await adminBrands();
    expect(brands.map((b) => b.name)).toEqual(['Tiny Threads', 'Pebble & Pip', 'Mango Sprout']);
    expect(brands[0]).toMatchObject({
      _id: t.fx.brandIds.tiny,
      slug: 'tiny-threads',
      logo: 'brand-tiny.webp',
      isFeatured: true,
      isVisible: true,
      position: 0,
      products: 2,
    });
  });

  it('creates a brand at the end with a slug from its name; the storefront lists it at once', async () => {
    const res = await createBrand({ name: '  Little Lotus  ', logo: 'brands/lotus.webp', isFeatured: true });
    expect(res.statusCode).toBe(201);
    const { brand, message } = res.json();
    expect(message).toBe(T.brandSaved);
    expect(brand).toMatchObject({
      name: 'Little Lotus',
      slug: 'little-lotus',
      logo: 'brands/lotus.webp',
      image: null,
      isFeatured: true,
      isVisible: true,
      position: 3,
      products: 0,
    });
    expect((await shopBrands()).at(-1)).toBe('Little Lotus');
    const [entry] = await auditOf('brand.create', brand._id);
    expect(entry).toMatchObject({
      actorId: manager.userId,
      targetType: 'brand',
      targetLabel: 'Little Lotus',
    });
    expect(entry?.after).toMatchObject({ name: 'Little Lotus', slug: 'little-lotus', isFeatured: true });
  });

  it('refuses a name already used, whatever its letter case; a slug already used takes a number', async () => {
    const taken = await createBrand({ name: 'tiny threads' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(T.nameTaken);
    const twin = await createBrand({ name: 'Pebble Pip' });
    expect(twin.statusCode).toBe(201);
    expect(twin.json().brand.slug).toBe('pebble-pip-2');
  });

  it('refuses bad input field by field, and unknown fields', async () => {
    const empty = await createBrand({ name: '   ', logo: '../etc/passwd.png' });
    expect(empty.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (empty.json().errors as { field: string; msg: string }[]).map((e) => [e.field, e.msg]),
    );
    expect(fields.name).toBe(T.nameRequired);
    expect(fields.logo).toBeTruthy();
    expect((await createBrand({ name: 'Extra', colour: 'red' })).statusCode).toBe(400);
    expect((await call(t, 'PATCH', '/admin/brands/not-an-id', manager, { name: 'X' })).statusCode).toBe(400);
    const missing = await call(t, 'PATCH', `/admin/brands/${UNKNOWN}`, manager, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(T.brandNotFound);
  });

  it('renames a brand: its products are found by the new name at once, and its cards carry it', async () => {
    const mango = t.fx.brandIds.mango!;
    const dino = t.fx.ids['tee-blue']!;
    // The product page is read (and cached) before the change.
    expect((await call(t, 'GET', `/user/Products/view/${dino}`, null)).json().brandName).toBe('Mango Sprout');
    expect(await searchIds('kesari')).toEqual([]);

    const res = await call(t, 'PATCH', `/admin/brands/${mango}`, manager, { name: 'Kesari Kids' });
    expect(res.statusCode).toBe(200);
    expect(res.json().brand).toMatchObject({ name: 'Kesari Kids', slug: 'mango-sprout', products: 2 });

    const found = await searchIds('kesari');
    expect(found.sort()).toEqual([t.fx.ids['tee-blue'], t.fx.ids.sneakers].sort());
    expect(await searchIds('mango sprout')).toEqual([]);
    expect((await call(t, 'GET', `/user/Products/view/${dino}`, null)).json().brandName).toBe('Kesari Kids');
    const [entry] = await auditOf('brand.update', mango);
    expect(entry?.before).toEqual({ name: 'Mango Sprout' });
    expect(entry?.after).toEqual({ name: 'Kesari Kids' });
  });

  it('changes only the fields sent, and refuses a rename to a name in use', async () => {
    const pebble = t.fx.brandIds.pebble!;
    const res = await call(t, 'PATCH', `/admin/brands/${pebble}`, manager, {
      image: 'brands/pebble-tile.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().brand).toMatchObject({
      name: 'Pebble & Pip',
      logo: 'brand-pebble.webp',
      image: 'brands/pebble-tile.webp',
      isVisible: true,
    });
    const taken = await call(t, 'PATCH', `/admin/brands/${pebble}`, manager, { name: 'TINY THREADS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(T.nameTaken);
  });

  it('hides a brand: it leaves the storefront’s list but stays in the console’s, with its products', async () => {
    const pebble = t.fx.brandIds.pebble!;
    const res = await call(t, 'PATCH', `/admin/brands/${pebble}`, manager, { isVisible: false });
    expect(res.statusCode).toBe(200);
    expect(await shopBrands()).not.toContain('Pebble & Pip');
    expect((await adminBrands()).find((b) => b._id === pebble)).toMatchObject({
      isVisible: false,
      products: 2,
    });
    await call(t, 'PATCH', `/admin/brands/${pebble}`, manager, { isVisible: true });
    expect(await shopBrands()).toContain('Pebble & Pip');
  });

  it('reorders the whole list; the storefront follows', async () => {
    const ids = (await adminBrands()).map((b) => b._id).reverse();
    const res = await call(t, 'POST', '/admin/brands/order', manager, { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(T.orderSaved);
    const after = await adminBrands();
    expect(after.map((b) => b._id)).toEqual(ids);
    expect(after.map((b) => b.position)).toEqual(ids.map((_, i) => i));
    expect(await shopBrands()).toEqual(after.filter((b) => b.isVisible).map((b) => b.name));
    const [entry] = await auditOf('brand.reorder', 'all');
    expect(entry?.after).toEqual({ order: after.map((b) => b.name) });
  });

  it('refuses an order that is not exactly the list (missing, repeated or unknown ids) with 409', async () => {
    const ids = (await adminBrands()).map((b) => b._id);
    for (const wrong of [
      ids.slice(1),
      [...ids.slice(1), ids[1]!],
      [...ids.slice(1), UNKNOWN],
      [...ids, UNKNOWN],
    ]) {
      const res = await call(t, 'POST', '/admin/brands/order', manager, { ids: wrong });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(T.orderMismatch);
    }
    expect((await adminBrands()).map((b) => b._id)).toEqual(ids);
    expect((await call(t, 'POST', '/admin/brands/order', manager, { ids: [] })).statusCode).toBe(400);
  });
});

describe('categories and subcategories', () => {
  async function adminCategories() {
    const res = await call(t, 'GET', '/admin/categories', support);
    expect(res.statusCode).toBe(200);
    return res.json().categories as {
      _id: string;
      name: string;
      products: number;
      subcategories: { _id: string; name: string; products: number }[];
    }[];
  }

  it('lists categories in order with their subcategories nested and products counted', async () => {
    const categories = await adminCategories();
    expect(categories.map((c) => c.name)).toEqual(['Girls', 'Boys', 'Footwear']);
    const boys = categories[1]!;
    expect(boys).toMatchObject({ slug: 'boys', image: 'cat-boys.webp', isVisible: true, products: 3 });
    expect(boys.subcategories.map((s) => [s.name, s.products])).toEqual([
      ['Sweaters', 1],
      ['T-shirts', 2],
    ]);
  });

  it('creates a category and subcategories; names are unique within a category', async () => {
    const made = await call(t, 'POST', '/admin/categories', manager, { name: 'Baby Care' });
    expect(made.statusCode).toBe(201);
    const category = made.json().category;
    expect(category).toMatchObject({ slug: 'baby-care', position: 3, products: 0, subcategories: [] });
    expect(await shopCategories()).toEqual(['Girls', 'Boys', 'Footwear', 'Baby Care']);
    expect((await auditOf('category.create', category._id)).length).toBe(1);

    const dupe = await call(t, 'POST', '/admin/categories', manager, { name: 'girls' });
    expect(dupe.statusCode).toBe(409);

    const bibs = await call(t, 'POST', '/admin/subcategories', manager, {
      categoryId: category._id,
      name: 'Bibs',
    });
    expect(bibs.statusCode).toBe(201);
    expect(bibs.json().subcategory).toMatchObject({ categoryId: category._id, slug: 'bibs', position: 0 });
    const [entry] = await auditOf('subcategory.create', bibs.json().subcategory._id);
    expect(entry).toMatchObject({ targetType: 'subcategory', targetLabel: 'Baby Care › Bibs' });
    const again = await call(t, 'POST', '/admin/subcategories', manager, {
      categoryId: category._id,
      name: 'BIBS',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(T.nameTaken);
    // The same name in another category is another subcategory.
    const girlsBibs = await call(t, 'POST', '/admin/subcategories', manager, {
      categoryId: t.fx.categoryIds.girls,
      name: 'Bibs',
    });
    expect(girlsBibs.statusCode).toBe(201);
    expect(girlsBibs.json().subcategory.slug).toBe('bibs');

    const nowhere = await call(t, 'POST', '/admin/subcategories', manager, {
      categoryId: UNKNOWN,
      name: 'Hats',
    });
    expect(nowhere.statusCode).toBe(404);
    const noCategory = await call(t, 'POST', '/admin/subcategories', manager, { name: 'Hats' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().errors[0]).toEqual({ field: 'categoryId', msg: 'Choose a category' });
  });

  it('hides a subcategory and a category from the storefront; the console keeps them', async () => {
    const boys = t.fx.categoryIds.boys!;
    const sweaters = t.fx.subIds.sweaters!;
    const hideSub = await call(t, 'PATCH', `/admin/subcategories/${sweaters}`, manager, { isVisible: false });
    expect(hideSub.statusCode).toBe(200);
    expect(hideSub.json().subcategory).toMatchObject({ isVisible: false, products: 1 });
    expect((await shopSubcategories(boys)).names).toEqual(['T-shirts']);

    const hide = await call(t, 'PATCH', `/admin/categories/${boys}`, manager, { isVisible: false });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().category).toMatchObject({ isVisible: false, products: 3 });
    expect(await shopCategories()).not.toContain('Boys');
    expect((await shopSubcategories(boys)).status).toBe(404);
    const inConsole = (await adminCategories()).find((c) => c._id === boys);
    expect(inConsole?.subcategories.map((s) => s.name)).toEqual(['Sweaters', 'T-shirts']);
    const [entry] = await auditOf('category.update', boys);
    expect(entry).toMatchObject({ before: { isVisible: true }, after: { isVisible: false } });

    await call(t, 'PATCH', `/admin/categories/${boys}`, manager, { isVisible: true });
    await call(t, 'PATCH', `/admin/subcategories/${sweaters}`, manager, { isVisible: true });
    expect((await shopSubcategories(boys)).names).toEqual(['Sweaters', 'T-shirts']);
  });

  it('renames a category and a subcategory (names unique)', async () => {
    const footwear = t.fx.categoryIds.footwear!;
    const renamed = await call(t, 'PATCH', `/admin/categories/${footwear}`, manager, { name: 'Shoes' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().category).toMatchObject({ name: 'Shoes', slug: 'footwear' });
    expect(await shopCategories()).toContain('Shoes');
    expect(
      (await call(t, 'PATCH', `/admin/categories/${footwear}`, manager, { name: 'Girls' })).statusCode,
    ).toBe(409);
    const tshirts = t.fx.subIds.tshirts!;
    expect(
      (await call(t, 'PATCH', `/admin/subcategories/${tshirts}`, manager, { name: 'sweaters' })).statusCode,
    ).toBe(409);
    const tees = await call(t, 'PATCH', `/admin/subcategories/${tshirts}`, manager, { name: 'Tees' });
    expect(tees.json().subcategory).toMatchObject({ name: 'Tees', products: 2 });
  });

  it('reorders categories and one category’s subcategories; the storefront follows', async () => {
    const ids = (await adminCategories()).map((c) => c._id).reverse();
    expect((await call(t, 'POST', '/admin/categories/order', manager, { ids })).statusCode).toBe(200);
    const names = (await adminCategories()).map((c) => c.name);
    expect(await shopCategories()).toEqual(names);
    expect(names[0]).toBe('Baby Care');

    const boys = t.fx.categoryIds.boys!;
    const subIds = [t.fx.subIds.tshirts!, t.fx.subIds.sweaters!];
    const res = await call(t, 'POST', `/admin/categories/${boys}/subcategories/order`, manager, {
      ids: subIds,
    });
    expect(res.statusCode).toBe(200);
    expect((await shopSubcategories(boys)).names).toEqual(['Tees', 'Sweaters']);
    const [entry] = await auditOf('subcategory.reorder', boys);
    expect(entry).toMatchObject({ targetType: 'category', after: { order: ['Tees', 'Sweaters'] } });
  });

  it('refuses a subcategory order naming another category’s subcategory, or an unknown category', async () => {
    const boys = t.fx.categoryIds.boys!;
    const wrong = await call(t, 'POST', `/admin/categories/${boys}/subcategories/order`, manager, {
      ids: [t.fx.subIds.tshirts!, t.fx.subIds.frocks!],
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(T.orderMismatch);
    const unknown = await call(t, 'POST', `/admin/categories/${UNKNOWN}/subcategories/order`, manager, {
      ids: [t.fx.subIds.tshirts!],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(T.categoryNotFound);
  });
});

describe('who may', () => {
  it('lets support read but not change; managers and owners change', async () => {
    const brand = t.fx.brandIds.tiny!;
    const category = t.fx.categoryIds.girls!;
    expect((await call(t, 'GET', '/admin/brands', support)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/admin/categories', support)).statusCode).toBe(200);
    const writes: [string, string, object][] = [
      ['POST', '/admin/brands', { name: 'By Support' }],
      ['PATCH', `/admin/brands/${brand}`, { isFeatured: false }],
      ['POST', '/admin/brands/order', { ids: [brand] }],
      ['POST', '/admin/categories', { name: 'By Support' }],
      ['PATCH', `/admin/categories/${category}`, { name: 'By Support' }],
      ['POST', '/admin/categories/order', { ids: [category] }],
      ['POST', '/admin/subcategories', { categoryId: category, name: 'By Support' }],
      ['PATCH', `/admin/subcategories/${t.fx.subIds.frocks}`, { name: 'By Support' }],
      ['POST', `/admin/categories/${category}/subcategories/order`, { ids: [t.fx.subIds.frocks] }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(t, method as 'POST' | 'PATCH', url, support, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(t, 'GET', '/admin/brands', null)).statusCode).toBe(401);
    const owner = await staffMember(t, 'owner');
    const res = await call(t, 'PATCH', `/admin/brands/${brand}`, owner, { isFeatured: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().brand.isFeatured).toBe(false);
  });
});
