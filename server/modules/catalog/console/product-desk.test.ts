import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminProduct,
  type AdminProductCreateBody,
  type AdminProductRow,
  adminProductListResponse,
  adminProductResponse,
  ADMIN_PRODUCT_MESSAGES as M,
} from '../../../../contract/admin-products.ts';
import { auditLog, products, productVariants, variantSizes } from '../../../db/schema/index.ts';
import {
  call,
  createKit,
  FIXTURE_NOW,
  type Fixture,
  type ShopKit,
  type StaffMember,
  staffMember,
} from '../../../test/kit.ts';

// The console's products desk: the list (search, filters, sorts, paging), one product, create, edit
// with the version check, archive, copy and the bulk edit — every bad input refused with its message
// and nothing half-written, every write in the audit log, and support reading but never writing.

let t: ShopKit;
let f: Fixture;
let manager: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
  f = t.fx;
  manager = await staffMember(t, 'manager');
  support = await staffMember(t, 'support');
});
afterAll(() => t.cleanup());

const UNKNOWN = '00000000-0000-4000-8000-000000000009';

const PINK = {
  color: '#FF69B4',
  colorName: 'Hot Pink',
  price: 949,
  wholesalePrice: 1199,
  images: ['catalogue/tutu-pink.webp'],
  sizes: [
    { size: '2-3Y', stock: 4 },
    { size: '3-4Y', stock: 0 },
  ],
};

function newProduct(overrides: Partial<AdminProductCreateBody> = {}): AdminProductCreateBody {
  return {
    name: 'Rainbow Tutu Skirt',
    title: 'Rainbow tutu skirt for little dancers',
    description: 'Layers of soft tulle.',
    brandId: f.brandIds.tiny!,
    categoryId: f.categoryIds.girls!,
    subcategoryId: f.subIds.frocks!,
    productType: 'skirt',
    features: {
      netWeight: '150 g',
      material: 'Tulle',
      soleMaterial: null,
      fit: 'Regular',
      occasion: 'Party',
      sleevesType: null,
      length: 'Knee length',
    },
    searchSynonyms: 'tutu, ballet',
    variants: [
      { ...PINK, images: [...PINK.images], sizes: PINK.sizes.map((s) => ({ ...s })) },
      {
        color: '#9370DB',
        colorName: 'Lavender',
        price: 899,
        offerPrice: 799,
        wholesalePrice: 1199,
        images: ['catalogue/tutu-lavender.webp', 'catalogue/tutu-lavender-back.webp'],
        sizes: [{ size: '2-3Y', stock: 10 }],
      },
    ],
    ...overrides,
  };
}

async function list(query = '', who: StaffMember = support) {
  const res = await call(t, 'GET', `/admin/products${query ? `?${query}` : ''}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return adminProductListResponse.parse(res.json());
}
const keysOf = (rows: AdminProductRow[]) =>
  rows.map((r) => Object.entries(f.ids).find(([, id]) => id === r._id)?.[0] ?? r.name);

async function create(body: object = newProduct()) {
  const res = await call(t, 'POST', '/admin/products', manager, body);
  expect(res.statusCode, res.body).toBe(201);
  return adminProductResponse.parse(res.json()).product;
}
const patch = (id: string, body: object, who: StaffMember = manager) =>
  call(t, 'PATCH', `/admin/products/${id}`, who, body);
async function detail(id: string): Promise<AdminProduct> {
  const res = await call(t, 'GET', `/admin/products/${id}`, support);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product;
}
/** The product as the editor sends it back (every colour with its _id). */
const asBody = (p: AdminProduct) => ({
  version: p.version,
  variants: p.variants.map(({ _id, color, colorName, price, offerPrice, wholesalePrice, images, sizes }) => ({
    _id,
    color,
    colorName,
    price,
    offerPrice,
    wholesalePrice,
    images,
    sizes,
  })),
});

const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));
const productCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;
const sizeRows = (variantId: string) =>
  t.database.db
    .select({ id: variantSizes.id, size: variantSizes.size, stock: variantSizes.stock })
    .from(variantSizes)
    .where(eq(variantSizes.variantId, variantId))
    .orderBy(asc(variantSizes.position));

describe('the list', () => {
  it('shows each product with its figures; draft and live only by default', async () => {
    const body = await list('sort=newest');
    expect(body).toMatchObject({ success: true, total: 6, page: 1, limit: 25 });
    expect(keysOf(body.products)).toEqual(['sneakers', 'frock', 'tee-blue', 'sweater', 'party', 'tee-red']);
    const frock = body.products.find((p) => p._id === f.ids.frock)!;
    expect(frock).toEqual({
      _id: f.ids.frock,
      name: 'Floral Print Cotton Frock',
      brandName: 'Tiny Threads',
      categoryName: 'Girls',
      productType: 'frock',
      status: 'live',
      image: 'p-frock-0.webp',
      // The card price: the offer runs at the shop's clock.
      price: 649,
      mrp: 1299,
      stock: 15,
      sizesInStock: 2,
      sizes: 3,
      colours: 2,
      CODAvailable: true,
      version: 1,
      updatedAt: expect.any(String),
    });
  });

  it('sorts by name, price and newest change', async () => {
    expect(keysOf((await list('sort=name')).products)).toEqual([
      'sweater',
      'tee-blue',
      'frock',
      'sneakers',
      'party',
      'tee-red',
    ]);
    expect(keysOf((await list('sort=price')).products)).toEqual([
      'tee-blue',
      'tee-red',
      'frock',
      'sweater',
      'sneakers',
      'party',
    ]);
    const updated = (await list()).products.map((p) => p.updatedAt);
    expect([...updated].sort().reverse()).toEqual(updated);
  });

  it('finds by any part of the name, any case, or by id', async () => {
    expect(keysOf((await list('search=FROCK')).products)).toEqual(['frock']);
    expect(keysOf((await list('search=t-shirt&sort=name')).products)).toEqual(['tee-blue', 'tee-red']);
    expect(keysOf((await list(`search=${f.ids.party}`)).products)).toEqual(['party']);
    // LIKE's wildcards match only themselves.
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
  });

  it('filters by brand, category, subcategory, type and cash on delivery', async () => {
    const sorted = async (q: string) => keysOf((await list(`${q}&sort=name`)).products);
    expect(await sorted(`brand=${f.brandIds.mango}`)).toEqual(['tee-blue', 'sneakers']);
    expect(await sorted(`category=${f.categoryIds.boys}`)).toEqual(['sweater', 'tee-blue', 'tee-red']);
    expect(await sorted(`subcategory=${f.subIds.tshirts}`)).toEqual(['tee-blue', 'tee-red']);
    expect(await sorted('productType=t-shirt')).toEqual(['tee-blue', 'tee-red']);
    expect(await sorted('cod=no')).toEqual(['sneakers']);
    expect(await sorted(`cod=yes&brand=${f.brandIds.mango}`)).toEqual(['tee-blue']);
  });

  it('filters by stock: in stock, low (a size with 1 to 5 pieces), out', async () => {
    const sorted = async (q: string) => keysOf((await list(`${q}&sort=name`)).products);
    expect(await sorted('stock=out')).toEqual(['sweater']);
    expect(await sorted('stock=low')).toEqual(['frock', 'sneakers', 'party', 'tee-red']);
    expect(await sorted('stock=in')).toEqual(['tee-blue', 'frock', 'sneakers', 'party', 'tee-red']);
    expect(await sorted(`stock=low&brand=${f.brandIds.tiny}`)).toEqual(['frock', 'tee-red']);
  });

  it('pages with the total', async () => {
    const first = await list('sort=name&limit=4');
    const second = await list('sort=name&limit=4&page=2');
    expect(first.products).toHaveLength(4);
    expect(second.products).toHaveLength(2);
    expect(second).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(new Set([...first.products, ...second.products].map((p) => p._id)).size).toBe(6);
  });

  it('refuses a bad query with its message', async () => {
    for (const [query, message] of [
      ['stock=some', 'stock must be in, low or out'],
      ['status=gone', 'status must be draft, live or archived'],
      ['brand=nike', 'Invalid brand'],
      ['sort=colour', 'Unknown sort'],
      ['productType=T%20Shirt', 'Invalid product type'],
    ] as const) {
      const res = await call(t, 'GET', `/admin/products?${query}`, support);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('lists every product type, sorted', async () => {
    const res = await call(t, 'GET', '/admin/product-types', support);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      types: ['frock', 'party-dress', 'sneakers', 'sweater', 't-shirt'],
    });
  });

  it('lists archived products only when asked for, and drafts by status', async () => {
    const draft = await create(newProduct({ name: 'Draft Tutu' }));
    const gone = await create(newProduct({ name: 'Gone Tutu' }));
    expect((await call(t, 'DELETE', `/admin/products/${gone._id}`, manager)).statusCode).toBe(200);
    const all = await list('limit=100');
    expect(all.total).toBe(7);
    expect(all.products.map((p) => p._id)).toContain(draft._id);
    expect(all.products.map((p) => p._id)).not.toContain(gone._id);
    expect((await list('status=archived')).products.map((p) => p._id)).toEqual([gone._id]);
    expect((await list('status=draft')).products.map((p) => p._id)).toEqual([draft._id]);
    expect((await list('status=live')).total).toBe(6);
    expect((await list('search=Gone')).total).toBe(0);
    // The types list reads every product, whatever its status.
    expect((await call(t, 'GET', '/admin/product-types', support)).json().types).toContain('skirt');
  });
});

describe('one product', () => {
  it('answers any product with its colours and sizes in order and its names', async () => {
    const frock = await detail(f.ids.frock!);
    expect(frock).toMatchObject({
      _id: f.ids.frock,
      name: 'Floral Print Cotton Frock',
      title: 'Floral Print Cotton Frock for kids',
      brandId: f.brandIds.tiny,
      brandName: 'Tiny Threads',
      categoryId: f.categoryIds.girls,
      categoryName: 'Girls',
      subcategoryId: f.subIds.frocks,
      subcategoryName: 'Frocks',
      productType: 'frock',
      gender: 'girls',
      features: { material: '100% Cotton', occasion: 'Casual', fit: 'N/A', netWeight: '200 g' },
      CODAvailable: true,
      searchSynonyms: '',
      status: 'live',
      version: 1,
      averageRating: 4.5,
      salesCount: 120,
    });
    expect(frock.variants.map((v) => v.colorName)).toEqual(['Blush Pink', 'Sky Blue']);
    expect(frock.variants[0]).toMatchObject({
      color: '#F4A7B9',
      price: 799,
      offerPrice: 649,
      wholesalePrice: 1299,
      images: ['p-frock-0.webp'],
      sizes: [
        { size: '2-3Y', stock: 0 },
        { size: '3-4Y', stock: 3 },
      ],
    });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await call(t, 'GET', `/admin/products/${UNKNOWN}`, support);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
    expect((await call(t, 'GET', '/admin/products/42', support)).statusCode).toBe(400);
  });
});

describe('create', () => {
  it('makes a draft with its colours and sizes, prices in paise, and the audit entry', async () => {
    const res = await call(t, 'POST', '/admin/products', manager, newProduct({ name: 'Created Tutu' }));
    expect(res.statusCode).toBe(201);
    const { message, product } = adminProductResponse.parse(res.json());
    expect(message).toBe(M.created);
    expect(product).toMatchObject({
      name: 'Created Tutu',
      status: 'draft',
      version: 1,
      brandName: 'Tiny Threads',
      subcategoryName: 'Frocks',
      searchSynonyms: 'tutu, ballet',
      // Not sent: made for everyone.
      gender: 'unisex',
      CODAvailable: true,
      createdAt: FIXTURE_NOW.toISOString(),
      updatedAt: FIXTURE_NOW.toISOString(),
    });
    expect(product.variants.map((v) => [v.colorName, v.price, v.offerPrice, v.sizes])).toEqual([
      [
        'Hot Pink',
        949,
        null,
        [
          { size: '2-3Y', stock: 4 },
          { size: '3-4Y', stock: 0 },
        ],
      ],
      ['Lavender', 899, 799, [{ size: '2-3Y', stock: 10 }]],
    ]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product._id));
    // The lowest colour price; the listing's columns derived in the same transaction.
    expect(row).toMatchObject({ defaultPrice: 89_900, cardPrice: 94_900, mrp: 119_900, isActive: false });
    expect(row!.inStockSizes).toEqual(['2-3Y']);
    const [entry] = await auditOf('product.create', product._id);
    expect(entry).toMatchObject({
      actorId: manager.userId,
      actorRole: 'manager',
      targetLabel: 'Created Tutu',
    });
    expect(entry!.after).toMatchObject({ name: 'Created Tutu', status: 'draft' });
  });

  it('refuses a live product with a colour without pictures, writing nothing', async () => {
    const before = await productCount();
    const body = newProduct({ status: 'live' });
    body.variants[1]!.images = [];
    const res = await call(t, 'POST', '/admin/products', manager, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: M.liveNeedsImage,
      errors: [{ field: 'variants.1.images', msg: M.liveNeedsImage }],
    });
    expect(await productCount()).toBe(before);
  });

  it('makes a live product shoppers see when every colour has a picture', async () => {
    const product = await create(newProduct({ name: 'Live Tutu', status: 'live' }));
    expect(product.status).toBe('live');
    const page = await call(t, 'GET', `/user/Products/view/${product._id}`, null);
    expect(page.statusCode).toBe(200);
  });

  const variant = PINK;
  const badBodies: [string, object, string, string][] = [
    ['a price below zero', { variants: [{ ...variant, price: -1 }] }, 'variants.0.price', M.priceNegative],
    [
      'an offer price above the M.R.P.',
      { variants: [{ ...variant, offerPrice: 1300 }] },
      'variants.0.offerPrice',
      M.offerAboveMrp,
    ],
    [
      'an offer price above the price',
      { variants: [{ ...variant, offerPrice: 1000 }] },
      'variants.0.offerPrice',
      M.offerAbovePrice,
    ],
    [
      'a price above the M.R.P.',
      { variants: [{ ...variant, price: 1200 }] },
      'variants.0.price',
      M.priceAboveMrp,
    ],
    [
      'duplicate sizes',
      {
        variants: [
          {
            ...variant,
            sizes: [
              { size: '2-3Y', stock: 1 },
              { size: '2-3y ', stock: 2 },
            ],
          },
        ],
      },
      'variants.0.sizes.1.size',
      M.duplicateSize,
    ],
    [
      'a stock below zero',
      { variants: [{ ...variant, sizes: [{ size: '2-3Y', stock: -1 }] }] },
      'variants.0.sizes.0.stock',
      M.stockNegative,
    ],
    [
      'a stock that is not whole',
      { variants: [{ ...variant, sizes: [{ size: '2-3Y', stock: 1.5 }] }] },
      'variants.0.sizes.0.stock',
      M.stockWhole,
    ],
    ['no sizes', { variants: [{ ...variant, sizes: [] }] }, 'variants.0.sizes', M.sizesRequired],
    [
      'a bad size',
      { variants: [{ ...variant, sizes: [{ size: '2/3Y', stock: 1 }] }] },
      'variants.0.sizes.0.size',
      M.sizeInvalid,
    ],
    ['no colours', { variants: [] }, 'variants', M.variantsRequired],
    [
      'two colours with one swatch',
      { variants: [variant, { ...variant, color: '#ff69b4', colorName: 'Pink again' }] },
      'variants.1.color',
      M.duplicateColour,
    ],
    ['a bad swatch', { variants: [{ ...variant, color: 'pink' }] }, 'variants.0.color', M.colourInvalid],
    [
      'a picture the shop did not store',
      { variants: [{ ...variant, images: ['../secret.png'] }] },
      'variants.0.images.0',
      M.imageInvalid,
    ],
    ['an empty name', { name: '  ' }, 'name', M.nameRequired],
    ['a bad product type', { productType: 'T Shirt' }, 'productType', M.productTypeInvalid],
    ['no brand', { brandId: '' }, 'brandId', M.brandRequired],
    ['an unknown brand', { brandId: UNKNOWN }, 'brandId', M.unknownBrand],
    ['an unknown category', { categoryId: UNKNOWN }, 'categoryId', M.unknownCategory],
    ['an unknown subcategory', { subcategoryId: UNKNOWN }, 'subcategoryId', M.unknownSubcategory],
    [
      "another category's subcategory",
      { subcategoryId: 'SUB_TSHIRTS' },
      'subcategoryId',
      M.subcategoryNotInCategory,
    ],
  ];

  it.each(badBodies)('refuses %s with its message, writing nothing', async (_name, overrides, field, msg) => {
    const before = await productCount();
    const body = { ...newProduct(), ...overrides } as Record<string, unknown>;
    if (body.subcategoryId === 'SUB_TSHIRTS') body.subcategoryId = f.subIds.tshirts;
    const res = await call(t, 'POST', '/admin/products', manager, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(msg);
    expect(res.json().errors).toContainEqual({ field, msg });
    expect(await productCount()).toBe(before);
  });
});

describe('edit', () => {
  it('changes only the fields sent, raises the version and records before and after', async () => {
    const made = await create(newProduct({ name: 'Patch Tutu', CODAvailable: false }));
    t.clock.now = new Date(FIXTURE_NOW.getTime() + 60_000);
    try {
      const res = await patch(made._id, { version: 1, name: 'Patched Tutu' });
      expect(res.statusCode, res.body).toBe(200);
      const { message, product } = adminProductResponse.parse(res.json());
      expect(message).toBe(M.saved);
      expect(product).toMatchObject({
        name: 'Patched Tutu',
        version: 2,
        status: 'draft',
        CODAvailable: false,
        searchSynonyms: 'tutu, ballet',
        features: made.features,
        updatedAt: t.clock.now.toISOString(),
        createdAt: made.createdAt,
      });
      expect(product.variants).toEqual(made.variants);
    } finally {
      t.clock.now = FIXTURE_NOW;
    }
    const entries = await auditOf('product.update', made._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: manager.userId,
      before: { name: 'Patch Tutu' },
      after: { name: 'Patched Tutu' },
    });
  });

  it("saves the gender: the storefront's gender filter follows, with the audit entry", async () => {
    const made = await create(newProduct({ name: 'Gender Tutu', gender: 'girls', status: 'live' }));
    expect(made.gender).toBe('girls');
    const shown = async (gender: string) => {
      const res = await call(t, 'GET', `/user/Products/view?gender=${gender}&limit=48`, null);
      const body = res.json() as { products: { _id: string }[] };
      return body.products.some((p) => p._id === made._id);
    };
    expect(await shown('girls')).toBe(true);
    expect(await shown('boys')).toBe(false);

    const res = await patch(made._id, { version: 1, gender: 'boys' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminProductResponse.parse(res.json()).product).toMatchObject({ gender: 'boys', version: 2 });
    expect((await detail(made._id)).gender).toBe('boys');
    // The listing's cached answers were dropped with the save.
    expect(await shown('boys')).toBe(true);
    expect(await shown('girls')).toBe(false);
    const [entry] = await auditOf('product.update', made._id);
    expect(entry).toMatchObject({ before: { gender: 'girls' }, after: { gender: 'boys' } });
  });

  it('two saves from the same version: the second is 409 and nothing of it is written', async () => {
    const made = await create(newProduct({ name: 'Race Tutu' }));
    const first = await patch(made._id, { version: 1, name: 'First Save' });
    expect(first.statusCode).toBe(200);
    const second = await patch(made._id, {
      version: 1,
      name: 'Second Save',
      variants: asBody(made).variants.map((v) => ({ ...v, price: 100, offerPrice: null })),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: M.changedSinceOpened });
    const now = await detail(made._id);
    expect(now).toMatchObject({ name: 'First Save', version: 2 });
    expect(now.variants.map((v) => v.price)).toEqual([949, 899]);
    expect(await auditOf('product.update', made._id)).toHaveLength(1);
  });

  it('saves that race each other: one wins, the other is told', async () => {
    const made = await create(newProduct({ name: 'Racing Tutu' }));
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => patch(made._id, { version: 1, name: `${name} Tutu` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await detail(made._id)).version).toBe(2);
  });

  it('changes colours in place by _id, adds new ones, removes missing ones; sizes likewise', async () => {
    const made = await create(newProduct({ name: 'Colour Tutu' }));
    const [pink, lavender] = made.variants;
    const pinkSizesBefore = await sizeRows(pink!._id);
    const res = await patch(made._id, {
      version: 1,
      variants: [
        {
          ...asBody(made).variants[0],
          colorName: 'Bubblegum',
          price: 700,
          // 2-3Y keeps its row with new stock, 3-4Y goes, 4-5Y is new.
          sizes: [
            { size: '4-5Y', stock: 2 },
            { size: '2-3Y', stock: 9 },
          ],
        },
        {
          color: '#40E0D0',
          colorName: 'Turquoise',
          price: 650,
          wholesalePrice: 999,
          images: ['catalogue/tutu-teal.webp'],
          sizes: [{ size: '1-2Y', stock: 3 }],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json().product as AdminProduct;
    expect(product.variants.map((v) => [v._id === pink!._id, v.colorName, v.price])).toEqual([
      [true, 'Bubblegum', 700],
      [false, 'Turquoise', 650],
    ]);
    expect(product.variants[0]!.sizes).toEqual([
      { size: '4-5Y', stock: 2 },
      { size: '2-3Y', stock: 9 },
    ]);
    const pinkSizesAfter = await sizeRows(pink!._id);
    expect(pinkSizesAfter.find((s) => s.size === '2-3Y')!.id).toBe(
      pinkSizesBefore.find((s) => s.size === '2-3Y')!.id,
    );
    const gone = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, lavender!._id));
    expect(gone).toEqual([]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, made._id));
    expect(row).toMatchObject({ defaultPrice: 65_000, cardPrice: 70_000, version: 2 });
    expect([...row!.inStockSizes].sort()).toEqual(['1-2Y', '2-3Y', '4-5Y']);
  });

  it('moves stock by the change the editor made, so pieces sold while it was open stay sold', async () => {
    const made = await create(newProduct({ name: 'Sold Meanwhile Tutu' }));
    const pink = made.variants[0]!;
    const [first] = await sizeRows(pink._id);
    // The editor opened with the first size at its stock; then a shopper bought 2 of them.
    const opened = first!.stock;
    await t.database.db
      .update(variantSizes)
      .set({ stock: opened - 2 })
      .where(eq(variantSizes.id, first!.id));
    const body = asBody(made);
    const sizes = pink.sizes.map((s, i) =>
      i === 0 ? { size: s.size, stock: opened + 5, stockWas: opened } : { ...s, stockWas: s.stock },
    );
    const res = await patch(made._id, {
      ...body,
      variants: [{ ...body.variants[0], sizes }, body.variants[1]],
    });
    expect(res.statusCode, res.body).toBe(200);
    // 5 more than today's stock, not the figure typed over the sale.
    expect((await sizeRows(pink._id))[0]!.stock).toBe(opened - 2 + 5);
    // Without stockWas the figure typed is the stock (the API's plain use).
    const again = await detail(made._id);
    const plain = asBody(again);
    plain.variants[0]!.sizes = [{ size: pink.sizes[0]!.size, stock: 1 }, ...pink.sizes.slice(1)];
    expect((await patch(made._id, plain)).statusCode).toBe(200);
    expect((await sizeRows(pink._id))[0]!.stock).toBe(1);
  });

  it('lets two colours swap swatches in one save', async () => {
    const made = await create(newProduct({ name: 'Swap Tutu' }));
    const [pink, lavender] = asBody(made).variants;
    const res = await patch(made._id, {
      version: 1,
      variants: [
        { ...pink, color: lavender!.color },
        { ...lavender, color: pink!.color },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const colours = (res.json().product as AdminProduct).variants.map((v) => [v._id, v.color]);
    expect(colours).toEqual([
      [pink!._id, lavender!.color],
      [lavender!._id, pink!.color],
    ]);
  });

  it("refuses a colour _id that is not the product's", async () => {
    const made = await create(newProduct({ name: 'Foreign Tutu' }));
    const frock = await detail(f.ids.frock!);
    const res = await patch(made._id, {
      version: 1,
      variants: [{ ...asBody(made).variants[0], _id: frock.variants[0]!._id }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'variants.0._id', msg: M.unknownColour }]);
    expect((await detail(made._id)).variants).toEqual(made.variants);
  });

  it('going live needs a picture for every colour', async () => {
    const body = newProduct({ name: 'Bare Tutu' });
    body.variants[0]!.images = [];
    const made = await create(body);
    const refused = await patch(made._id, { version: 1, status: 'live' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.liveNeedsImage);
    expect((await detail(made._id)).status).toBe('draft');
    const variants = asBody(made).variants;
    variants[0]!.images = ['catalogue/tutu-new.webp'];
    const live = await patch(made._id, { version: 1, status: 'live', variants });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().product).toMatchObject({ status: 'live', version: 2 });
  });

  it('checks a new category against the stored subcategory', async () => {
    const made = await create(newProduct({ name: 'Moved Tutu' }));
    const res = await patch(made._id, { version: 1, categoryId: f.categoryIds.boys });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'subcategoryId', msg: M.subcategoryNotInCategory }]);
    const moved = await patch(made._id, {
      version: 1,
      categoryId: f.categoryIds.boys,
      subcategoryId: f.subIds.tshirts,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().product).toMatchObject({ categoryName: 'Boys', subcategoryName: 'T-shirts' });
  });

  it('refuses bad input on a save with its message', async () => {
    const made = await create(newProduct({ name: 'Bad Save Tutu' }));
    const variants = asBody(made).variants;
    for (const [body, field, msg] of [
      [{ version: 1, variants: [{ ...variants[0], price: -5 }] }, 'variants.0.price', M.priceNegative],
      [
        { version: 1, variants: [{ ...variants[0], offerPrice: 5000 }] },
        'variants.0.offerPrice',
        M.offerAboveMrp,
      ],
      [{ version: 1, brandId: UNKNOWN }, 'brandId', M.unknownBrand],
      [{ version: 1, gender: 'men' }, 'gender', M.genderInvalid],
      [{ version: 1, subcategoryId: f.subIds.sneakers }, 'subcategoryId', M.subcategoryNotInCategory],
      [{ name: 'No version' }, 'version', 'version is required'],
    ] as const) {
      const res = await patch(made._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, msg });
    }
    expect(await detail(made._id)).toEqual(made);
  });

  it('a save that changes nothing keeps the version', async () => {
    const made = await create(newProduct({ name: 'Same Tutu' }));
    const res = await patch(made._id, { ...asBody(made), name: 'Same Tutu' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.version).toBe(1);
    expect(await auditOf('product.update', made._id)).toHaveLength(0);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await patch(UNKNOWN, { version: 1, name: 'Nobody' });
    expect(res.statusCode).toBe(404);
  });
});

describe('archive and copy', () => {
  it('archives: shoppers no longer see it, the console still does; twice is once', async () => {
    const made = await create(newProduct({ name: 'Archive Tutu', status: 'live' }));
    expect((await call(t, 'GET', `/user/Products/view/${made._id}`, null)).statusCode).toBe(200);
    const res = await call(t, 'DELETE', `/admin/products/${made._id}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.archived, product: { status: 'archived', version: 2 } });
    expect((await call(t, 'GET', `/user/Products/view/${made._id}`, null)).statusCode).toBe(404);
    expect((await detail(made._id)).status).toBe('archived');
    const again = await call(t, 'DELETE', `/admin/products/${made._id}`, manager);
    expect(again.statusCode).toBe(200);
    expect(again.json().product.version).toBe(2);
    const entries = await auditOf('product.archive', made._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { status: 'live' }, after: { status: 'archived' } });
    expect((await call(t, 'DELETE', `/admin/products/${UNKNOWN}`, manager)).statusCode).toBe(404);
  });

  it('copies as a draft named "(copy)" with colours and pictures, and no stock', async () => {
    const source = await detail(f.ids.frock!);
    const res = await call(t, 'POST', `/admin/products/${f.ids.frock}/duplicate`, manager);
    expect(res.statusCode).toBe(201);
    const { message, product: copy } = adminProductResponse.parse(res.json());
    expect(message).toBe(M.duplicated);
    expect(copy._id).not.toBe(source._id);
    expect(copy).toMatchObject({
      name: 'Floral Print Cotton Frock (copy)',
      title: source.title,
      description: source.description,
      brandId: source.brandId,
      subcategoryId: source.subcategoryId,
      productType: source.productType,
      gender: 'girls',
      features: source.features,
      CODAvailable: source.CODAvailable,
      status: 'draft',
      version: 1,
      salesCount: 0,
      ratingCount: 0,
    });
    expect(copy.variants.map((v) => v._id)).not.toContain(source.variants[0]!._id);
    expect(copy.variants).toEqual(
      source.variants.map((v, i) => ({
        ...v,
        _id: copy.variants[i]!._id,
        sizes: v.sizes.map((s) => ({ ...s, stock: 0 })),
      })),
    );
    // The source is untouched.
    expect(await detail(f.ids.frock!)).toEqual(source);
    const [entry] = await auditOf('product.duplicate', copy._id);
    expect(entry!.after).toMatchObject({ copyOf: f.ids.frock, name: copy.name });
  });
});

describe('bulk edit', () => {
  const bulk = (body: object, who: StaffMember = manager) =>
    call(t, 'POST', '/admin/products/bulk', who, body);

  it('changes prices by a percentage, rounded to whole rupees, keeping offers below the price', async () => {
    const a = await create(newProduct({ name: 'Bulk A' }));
    const b = await create(newProduct({ name: 'Bulk B' }));
    const res = await bulk({ productIds: [a._id, b._id], price: { mode: 'percent', value: -7 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.bulkDone, updated: [a._id, b._id], refused: [] });
    const after = await detail(a._id);
    // 949 × 0.93 = 882.57 → 883; 899 × 0.93 = 836.07 → 836, its offer 799 stays.
    expect(after.variants.map((v) => [v.price, v.offerPrice])).toEqual([
      [883, null],
      [836, 799],
    ]);
    expect(after.version).toBe(2);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, a._id));
    expect(row).toMatchObject({ defaultPrice: 83_600, cardPrice: 88_300 });
    const [entry] = await auditOf('product.bulk', a._id);
    expect(entry).toMatchObject({
      actorId: manager.userId,
      before: {
        prices: [
          { colorName: 'Hot Pink', price: 949, offerPrice: null },
          { colorName: 'Lavender', price: 899, offerPrice: 799 },
        ],
      },
      after: {
        prices: [
          { colorName: 'Hot Pink', price: 883, offerPrice: null },
          { colorName: 'Lavender', price: 836, offerPrice: 799 },
        ],
      },
    });
  });

  it('drops an offer price left above the new price', async () => {
    const a = await create(newProduct({ name: 'Bulk Offer' }));
    const res = await bulk({ productIds: [a._id], price: { mode: 'amount', value: -150 } });
    expect(res.statusCode).toBe(200);
    expect((await detail(a._id)).variants.map((v) => [v.price, v.offerPrice])).toEqual([
      [799, null],
      [749, null],
    ]);
  });

  it('refuses each product on its own: below zero, above the M.R.P., unknown', async () => {
    const cheap = await create(
      newProduct({
        name: 'Bulk Cheap',
        variants: [{ ...PINK, price: 100, wholesalePrice: 400 }],
      }),
    );
    const dear = await create(newProduct({ name: 'Bulk Dear' }));
    const down = await bulk({ productIds: [cheap._id, dear._id], price: { mode: 'amount', value: -200 } });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({
      updated: [dear._id],
      refused: [{ productId: cheap._id, name: 'Bulk Cheap', reason: M.priceNegative }],
    });
    expect((await detail(cheap._id)).variants[0]!.price).toBe(100);

    const up = await bulk({
      productIds: [cheap._id, dear._id, UNKNOWN],
      price: { mode: 'set', value: 1000 },
      stock: { mode: 'set', value: 50 },
    });
    expect(up.json()).toMatchObject({
      updated: [dear._id],
      refused: [
        { productId: cheap._id, name: 'Bulk Cheap', reason: M.priceAboveMrp },
        { productId: UNKNOWN, name: '', reason: M.notFound },
      ],
    });
    // A refused product keeps everything, its stock too.
    const cheapNow = await detail(cheap._id);
    expect(cheapNow.variants[0]!.sizes.map((s) => s.stock)).toEqual([4, 0]);
    expect(cheapNow.version).toBe(1);
    expect((await detail(dear._id)).variants.map((v) => v.price)).toEqual([1000, 1000]);
    expect(await auditOf('product.bulk', cheap._id)).toHaveLength(0);
  });

  it('sets or adds stock, never below zero', async () => {
    const a = await create(newProduct({ name: 'Bulk Stock' }));
    const taken = await bulk({ productIds: [a._id], stock: { mode: 'add', value: -6 } });
    expect(taken.statusCode).toBe(200);
    expect((await detail(a._id)).variants.map((v) => v.sizes.map((s) => s.stock))).toEqual([[0, 0], [4]]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, a._id));
    expect(row!.inStockSizes).toEqual(['2-3Y']);
    await bulk({ productIds: [a._id], stock: { mode: 'set', value: 0 } });
    const [out] = await t.database.db.select().from(products).where(eq(products.id, a._id));
    expect(out!.inStockSizes).toEqual([]);
    const [entry] = await auditOf('product.bulk', a._id);
    expect(entry!.after).toEqual({
      stock: [
        { colorName: 'Hot Pink', size: '2-3Y', stock: 0 },
        { colorName: 'Hot Pink', size: '3-4Y', stock: 0 },
        { colorName: 'Lavender', size: '2-3Y', stock: 4 },
      ],
    });
  });

  it('changes the status, refusing to put a product without pictures live', async () => {
    const pictured = await create(newProduct({ name: 'Bulk Pictured' }));
    const bareBody = newProduct({ name: 'Bulk Bare' });
    bareBody.variants[1]!.images = [];
    const bare = await create(bareBody);
    const res = await bulk({ productIds: [pictured._id, bare._id], status: 'live' });
    expect(res.json()).toMatchObject({
      updated: [pictured._id],
      refused: [{ productId: bare._id, reason: M.liveNeedsImage }],
    });
    expect((await detail(pictured._id)).status).toBe('live');
    expect((await detail(bare._id)).status).toBe('draft');
  });

  it('refuses a bulk edit with nothing to do, too many products or a negative stock', async () => {
    const nothing = await bulk({ productIds: [f.ids.frock] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(M.bulkNothing);
    const many = await bulk({
      productIds: Array.from({ length: 501 }, () => f.ids.frock),
      stock: { mode: 'add', value: 1 },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(M.bulkTooMany);
    const negative = await bulk({ productIds: [f.ids.frock], stock: { mode: 'set', value: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(M.stockNegative);
  });
});

describe('who may do what', () => {
  it('support reads the desk but every write is 403, and nothing is written', async () => {
    expect((await call(t, 'GET', '/admin/products', support)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/admin/products/${f.ids.frock}`, support)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/admin/product-types', support)).statusCode).toBe(200);
    const before = await productCount();
    const writes = [
      call(t, 'POST', '/admin/products', support, newProduct({ name: 'Support Tutu' })),
      call(t, 'PATCH', `/admin/products/${f.ids.frock}`, support, { version: 1, name: 'Support' }),
      call(t, 'DELETE', `/admin/products/${f.ids.frock}`, support),
      call(t, 'POST', `/admin/products/${f.ids.frock}/duplicate`, support),
      call(t, 'POST', '/admin/products/bulk', support, {
        productIds: [f.ids.frock],
        stock: { mode: 'set', value: 0 },
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect(await productCount()).toBe(before);
    expect((await detail(f.ids.frock!)).version).toBe(1);
  });

  it('an owner writes like a manager; strangers and shoppers are refused', async () => {
    const owner = await staffMember(t, 'owner');
    const res = await call(t, 'POST', '/admin/products', owner, newProduct({ name: 'Owner Tutu' }));
    expect(res.statusCode).toBe(201);
    expect((await call(t, 'GET', '/admin/products', null)).statusCode).toBe(401);
  });

  it('every write of this file is in the audit log under its product', async () => {
    const made = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.name, ['Created Tutu', 'Patched Tutu', 'Archive Tutu']));
    for (const { id } of made) {
      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => e.targetType === 'product' && e.via === 'console')).toBe(true);
    }
  });
});
