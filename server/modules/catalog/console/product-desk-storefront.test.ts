import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductCreateBody } from '../../../../contract/admin-products.ts';
import {
  call,
  createKit,
  FIXTURE_NOW,
  type Fixture,
  placedOrder,
  type ShopKit,
  type Shopper,
  type StaffMember,
  shopper,
  staffMember,
  type TestProduct,
} from '../../../test/kit.ts';

// A console write shows to shoppers on their next request: the listing's price filter and sort, search
// (a new synonym, a typo of a new name word), the product page, the cart, sizes in stock, drafts,
// publishing and archiving. Each test first reads what the shopper sees, so the storefront's caches hold
// the old figures (the shop's cache times are left as configured), then writes through the console.

let t: ShopKit;
let f: Fixture;
let manager: StaffMember;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
  f = t.fx;
  manager = await staffMember(t, 'manager');
});
afterAll(() => t.cleanup());

async function listing(query: string) {
  const res = await call(t, 'GET', `/user/Products/view?${query}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { products: { _id: string; defaultPrice: number }[]; total: number };
}
const idsOf = async (query: string) => (await listing(query)).products.map((p) => p._id);
async function productPage(id: string) {
  const res = await call(t, 'GET', `/user/Products/view/${id}`, null);
  return {
    status: res.statusCode,
    product: res.json().product as {
      defaultPrice: number;
      name: string;
      variants: { price: number; sizes: { size: string; stock: number }[] }[];
    },
  };
}
async function console_(id: string): Promise<AdminProduct> {
  const res = await call(t, 'GET', `/admin/products/${id}`, manager);
  expect(res.statusCode).toBe(200);
  return res.json().product;
}
async function save(id: string, body: object) {
  const res = await call(t, 'PATCH', `/admin/products/${id}`, manager, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as AdminProduct;
}
async function cartLine(who: Shopper, productId: string) {
  const res = await call(t, 'GET', `/user/cart/view/${who.userId}`, who);
  expect(res.statusCode).toBe(200);
  return (res.json().cart.items as { productId: { _id: string }; price: number; mrp: number }[]).find(
    (i) => i.productId._id === productId,
  );
}

function newProduct(name: string, status: 'draft' | 'live'): AdminProductCreateBody {
  return {
    name,
    title: `${name} for little ones`,
    description: 'Made in the console.',
    brandId: f.brandIds.pebble!,
    categoryId: f.categoryIds.girls!,
    subcategoryId: f.subIds.frocks!,
    productType: 'frock',
    status,
    variants: [
      {
        color: '#2E8B57',
        colorName: 'Sea Green',
        price: 1099,
        wholesalePrice: 1499,
        images: ['catalogue/meadow-green.webp'],
        sizes: [{ size: '3-4Y', stock: 6 }],
      },
    ],
  };
}

describe('a price edit', () => {
  it('moves the product in the price filter and sort, on its page and in the cart at once', async () => {
    const party = f.ids.party!;
    const me = await shopper(t);
    const added = await call(t, 'POST', '/user/cart/add', me, {
      userId: me.userId,
      productId: party,
      color: '#800000',
      size: '5-6Y',
    });
    expect(added.statusCode).toBe(200);
    // What the shopper sees first (and the caches now hold).
    expect(await idsOf('maxPrice=400')).toEqual([f.ids['tee-blue']]);
    const cheapestFirst = 'sort=asc&sortField=price&limit=3';
    expect((await idsOf(cheapestFirst))[0]).toBe(f.ids['tee-blue']);
    expect((await productPage(party)).product.variants[0]!.price).toBe(2499);
    expect(await cartLine(me, party)).toMatchObject({ price: 2499 });

    const before = await console_(party);
    await save(party, {
      version: before.version,
      variants: before.variants.map((v) => ({ ...v, price: 389 })),
    });

    expect((await idsOf('maxPrice=400')).sort()).toEqual([party, f.ids['tee-blue']].sort());
    expect((await idsOf(cheapestFirst))[0]).toBe(party);
    expect(await idsOf('minPrice=2000')).not.toContain(party);
    const page = await productPage(party);
    expect(page.product.variants[0]!.price).toBe(389);
    expect(page.product.defaultPrice).toBe(389);
    expect(await cartLine(me, party)).toMatchObject({ price: 389, mrp: 2999 });
  });
});

describe('search', () => {
  it('finds a product by a new synonym and by a typo of a new name word', async () => {
    const sweater = f.ids.sweater!;
    expect(await idsOf('search=kuddly')).toEqual([]);
    expect(await idsOf('search=zigzog')).toEqual([]);
    const before = await console_(sweater);
    await save(sweater, {
      version: before.version,
      name: 'Zigzag Cable Knit Sweater',
      searchSynonyms: 'kuddly, pullover',
    });
    expect(await idsOf('search=kuddly')).toEqual([sweater]);
    // "zigzog" is a typo of the new word "zigzag": corrected against the catalogue's own words.
    expect(await idsOf('search=zigzog')).toEqual([sweater]);
    expect((await productPage(sweater)).product.name).toBe('Zigzag Cable Knit Sweater');
  });
});

describe('stock', () => {
  it('stock set to zero shows the product out of stock', async () => {
    const sneakers = f.ids.sneakers!;
    expect(await idsOf('size=UK 10C')).toEqual([sneakers]);
    expect((await productPage(sneakers)).product.variants[0]!.sizes).toEqual([{ size: 'UK 10C', stock: 4 }]);
    const res = await call(t, 'POST', '/admin/products/bulk', manager, {
      productIds: [sneakers],
      stock: { mode: 'set', value: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(await idsOf('size=UK 10C')).toEqual([]);
    expect((await productPage(sneakers)).product.variants[0]!.sizes).toEqual([{ size: 'UK 10C', stock: 0 }]);
  });
});

describe('draft, live and archived', () => {
  it('a draft is invisible; publishing shows it', async () => {
    const res = await call(t, 'POST', '/admin/products', manager, newProduct('Meadow Twirl Frock', 'draft'));
    expect(res.statusCode).toBe(201);
    const draft = res.json().product as AdminProduct;
    expect(await idsOf('search=meadow')).toEqual([]);
    expect((await productPage(draft._id)).status).toBe(404);
    expect(await idsOf(`subcategory=${f.subIds.frocks}`)).not.toContain(draft._id);

    await save(draft._id, { version: draft.version, status: 'live' });
    expect(await idsOf('search=meadow')).toEqual([draft._id]);
    expect(await idsOf(`subcategory=${f.subIds.frocks}`)).toContain(draft._id);
    expect((await productPage(draft._id)).status).toBe(200);
  });

  it('an archived product leaves the shop but stays on an old order', async () => {
    const created = await call(t, 'POST', '/admin/products', manager, {
      ...newProduct('Sunshine Dungaree', 'live'),
      variants: [
        {
          color: '#FFD700',
          colorName: 'Sunshine',
          price: 599,
          wholesalePrice: 799,
          images: ['catalogue/sunshine.webp'],
          sizes: [{ size: '4-5Y', stock: 5 }],
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const made = created.json().product as AdminProduct;
    // The order is placed through the shop as any shopper's would be.
    const product: TestProduct = {
      productId: made._id,
      variantIds: [made.variants[0]!._id],
      offerId: null,
      variants: [{ color: '#FFD700', colorName: 'Sunshine', price: 599, mrp: 799, sizes: { '4-5Y': 5 } }],
    };
    const buyer = await shopper(t);
    const orderId = await placedOrder(t, buyer, { lines: [{ product, size: '4-5Y', quantity: 1 }] });
    expect(await idsOf('search=sunshine')).toEqual([product.productId]);
    expect((await productPage(product.productId)).status).toBe(200);

    const res = await call(t, 'DELETE', `/admin/products/${product.productId}`, manager);
    expect(res.statusCode).toBe(200);
    expect(await idsOf('search=sunshine')).toEqual([]);
    expect((await productPage(product.productId)).status).toBe(404);
    const order = await call(t, 'GET', `/user/order/view/${orderId}`, buyer);
    expect(order.statusCode).toBe(200);
    expect(order.json().order.products).toEqual([
      expect.objectContaining({
        productId: expect.objectContaining({ _id: product.productId, name: 'Sunshine Dungaree' }),
        size: '4-5Y',
        price: 599,
      }),
    ]);
  });
});
