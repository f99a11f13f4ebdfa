import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, subcategories } from '../../db/schema/index.ts';
import { createKit, type Kit, realTime } from '../../test/kit.ts';

let t: Kit;
let girlsId: string;

beforeAll(async () => {
  t = await createKit({ clock: realTime });
  const db = t.database.db;
  const [girls, boys] = await db
    .insert(categories)
    .values([
      { name: 'Girls', slug: 'girls', image: 'cat-girls.webp', position: 2 },
      { name: 'Boys', slug: 'boys', image: 'cat-boys.webp', position: 1 },
    ])
    .returning({ id: categories.id });
  girlsId = girls!.id;
  await db.insert(subcategories).values([
    {
      categoryId: girlsId,
      name: 'Party Dresses',
      slug: 'party-dresses',
      image: 'sub-party.webp',
      position: 2,
    },
    { categoryId: girlsId, name: 'Frocks', slug: 'frocks', image: 'sub-frocks.webp', position: 1 },
    { categoryId: boys!.id, name: 'T-shirts', slug: 't-shirts', image: null, position: 1 },
  ]);
  await db.insert(brands).values([
    { name: 'Pebble & Pip', slug: 'pebble-pip', logo: 'brand-pebble-pip.webp', position: 1 },
    {
      name: 'Tiny Threads',
      slug: 'tiny-threads',
      logo: 'brand-tiny-threads.webp',
      image: 'x.webp',
      position: 0,
    },
  ]);
});

afterAll(async () => {
  await t.cleanup();
});

describe('catalogue lists', () => {
  it('lists categories in merchandising order', async () => {
    const res = await t.app.inject({ url: '/api/user/categories/view' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Boys', 'Girls']);
    expect(body.categories[0]).toEqual({ _id: expect.any(String), name: 'Boys', image: 'cat-boys.webp' });
  });

  it("lists one category's subcategories only", async () => {
    const res = await t.app.inject({ url: `/api/user/Subcategories/view/subcategory/${girlsId}` });
    expect(res.statusCode).toBe(200);
    const names = res.json().subCategories.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Frocks', 'Party Dresses']);
  });

  it('answers an unknown category with 404', async () => {
    const res = await t.app.inject({
      url: '/api/user/Subcategories/view/subcategory/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Category not found' });
  });

  it('lists brands with name, image and logo', async () => {
    const res = await t.app.inject({ url: '/api/user/brand/view' });
    expect(res.statusCode).toBe(200);
    expect(res.json().brands).toEqual([
      { _id: expect.any(String), name: 'Tiny Threads', image: 'x.webp', logo: 'brand-tiny-threads.webp' },
      { _id: expect.any(String), name: 'Pebble & Pip', image: null, logo: 'brand-pebble-pip.webp' },
    ]);
  });
});
