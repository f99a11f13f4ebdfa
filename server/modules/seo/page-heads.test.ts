import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, FIXTURE_NOW, insertTestProduct, type ShopKit } from '../../test/kit.ts';
import { readHead } from './test-support.ts';

// The served HTML of shared pages (GET through the real app, the real catalogue): each carries its
// own title, description, canonical URL, Open Graph and Twitter tags and JSON-LD, or the template's.

const SHOP = 'https://shop.example';
let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true, env: { PUBLIC_URL: `${SHOP}/` } });
});
afterAll(async () => {
  await t.cleanup();
});

async function page(url: string, cookie?: string) {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, html: res.body, head: readHead(res.body) };
}

describe('a product page', () => {
  it('names the product, its picture, price and availability for a preview', async () => {
    const id = t.fx.ids.frock!;
    const { status, head } = await page(`/product/${id}?utm_source=whatsapp`);
    expect(status).toBe(200);
    expect(head.titles).toEqual(['Buy Floral Print Cotton Frock online | Little Loom']);
    // The template's description is replaced, not repeated.
    expect(head.metas('description')).toEqual(['A twirly frock. Soft cotton for summer days.']);
    expect(head.canonical).toBe(`${SHOP}/product/${id}`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe('Floral Print Cotton Frock');
    expect(head.meta('og:url')).toBe(`${SHOP}/product/${id}`);
    expect(head.meta('og:site_name')).toBe('Little Loom');
    expect(head.meta('og:locale')).toBe('en_IN');
    // The first colour's picture, absolute on the public address.
    expect(head.meta('og:image')).toBe(`${SHOP}/uploads/p-frock-0.webp`);
    // The offer price the product page shows (649, not the 799 list price), in rupees.
    expect(head.meta('product:price:amount')).toBe('649');
    expect(head.meta('product:price:currency')).toBe('INR');
    expect(head.meta('product:availability')).toBe('in stock');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${SHOP}/uploads/p-frock-0.webp`);
    expect(head.meta('twitter:label1')).toBe('Price');
    expect(head.meta('twitter:data1')).toBe('₹649');
    expect(head.meta('twitter:data2')).toBe('In stock');

    const product = head.ld('Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Floral Print Cotton Frock',
      url: `${SHOP}/product/${id}`,
      sku: id,
      brand: { '@type': 'Brand', name: 'Tiny Threads' },
      category: 'Girls > Frocks',
      image: [`${SHOP}/uploads/p-frock-0.webp`],
      offers: {
        '@type': 'Offer',
        price: 649,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${SHOP}/product/${id}`,
      },
      // The fixture's approved ratings: 4.5 from 3.
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 3 },
    });
    expect(head.ld('BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SHOP}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Girls',
        item: `${SHOP}/category?categoryId=${t.fx.categoryIds.girls}`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Frocks',
        item: `${SHOP}/allproducts?subcategory=${t.fx.subIds.frocks}`,
      },
      { '@type': 'ListItem', position: 4, name: 'Floral Print Cotton Frock', item: `${SHOP}/product/${id}` },
    ]);
  });

  it('says out of stock, and gives no rating without approved reviews', async () => {
    const sweater = (await page(`/product/${t.fx.ids.sweater}`)).head;
    expect(sweater.meta('product:availability')).toBe('out of stock');
    expect(sweater.ld('Product')?.offers).toMatchObject({
      price: 1499,
      availability: 'https://schema.org/OutOfStock',
    });
    const sneakers = (await page(`/product/${t.fx.ids.sneakers}`)).head;
    expect(sneakers.ld('Product')).not.toHaveProperty('aggregateRating');
    expect(sneakers.ld('Product')?.offers.price).toBe(1799);
  });

  it('escapes a name with quotes, < and &, and keeps JSON-LD inside its script', async () => {
    const name = 'Tom & "Jerry" <b>';
    const made = await insertTestProduct(
      t,
      [{ color: '#000000', colorName: 'Black', price: 499, mrp: 599, sizes: { '2-3Y': 4 } }],
      { name },
    );
    const description = 'Cartoon tee </script><script>alert(1)</script> & more';
    await t.database.db.execute(
      // Written straight into the row, then the catalogue's caches dropped, as the console would.
      sql`UPDATE products SET description = ${description} WHERE id = ${made.productId}::uuid`,
    );
    t.app.catalog.invalidateCaches();
    const { html, head } = await page(`/product/${made.productId}`);
    expect(html).toContain('<title>Buy Tom &amp; &quot;Jerry&quot; &lt;b&gt; online | Little Loom</title>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert(1)');
    expect(head.meta('og:title')).toBe(name);
    expect(head.meta('description')).toBe(description);
    // Inside the JSON-LD, < is written \u003c: nothing can close the element early.
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    for (const [, json] of scripts) expect(json).not.toContain('<');
    expect(head.ld('Product')).toMatchObject({ name, description });
  });

  it('speaks Hindi when the language cookie says so', async () => {
    const { head } = await page(`/product/${t.fx.ids.frock}`, 'll_lang=hi');
    expect(head.meta('og:locale')).toBe('hi_IN');
    expect(head.meta('og:locale:alternate')).toBe('en_IN');
    expect(head.titles).toEqual(['Floral Print Cotton Frock ऑनलाइन खरीदें | Little Loom']);
    expect(head.meta('twitter:label1')).toBe('कीमत');
    expect(head.meta('twitter:data1')).toBe('₹649');
  });

  it('keeps the template for an unknown product (the storefront answers its not-found)', async () => {
    for (const url of [`/product/${randomUUID()}`, '/product/not-an-id', '/product/not%20an%20id']) {
      const { html, head } = await page(url);
      expect(head.titles).toEqual(['Little Loom']);
      expect(head.canonical).toBeUndefined();
      expect(html).not.toContain('og:');
      expect(head.jsonLd).toEqual([]);
    }
  });
});

describe('listing pages', () => {
  it('names a category listing, with a canonical URL without sort, filters or tracking', async () => {
    const girls = t.fx.categoryIds.girls!;
    const { head } = await page(
      `/allproducts?category=${girls}&sortBy=priceAsc&size=3-4Y&_=1712&utm_source=fb`,
    );
    expect(head.titles).toEqual(['Girls | Little Loom']);
    expect(head.canonical).toBe(`${SHOP}/allproducts?category=${girls}`);
    expect(head.meta('og:url')).toBe(head.canonical);
    expect(head.meta('description')).toBe(
      'Buy Girls for kids online at Little Loom. Cash on delivery across India.',
    );
    expect(head.meta('og:image')).toMatch(/^https:\/\/shop\.example\/uploads\/.+\.webp$/);
    expect(head.ld('BreadcrumbList')?.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'All products',
      'Girls',
    ]);
    const list = head.ld('ItemList');
    expect(list?.itemListElement).toContainEqual(
      expect.objectContaining({
        url: `${SHOP}/product/${t.fx.ids.frock}`,
        name: 'Floral Print Cotton Frock',
      }),
    );
  });

  it('names a brand listing (an & in the name escaped)', async () => {
    const { html, head } = await page(`/allproducts?brand=${t.fx.brandIds.pebble}`);
    expect(head.titles).toEqual(['Pebble & Pip | Little Loom']);
    expect(html).toContain('<title>Pebble &amp; Pip | Little Loom</title>');
    expect(head.canonical).toBe(`${SHOP}/allproducts?brand=${t.fx.brandIds.pebble}`);
    expect(
      head
        .ld('ItemList')
        ?.itemListElement.map((i: { name: string }) => i.name)
        .sort(),
    ).toEqual(['Cable Knit Sweater', 'Sequin Party Dress']);
  });

  it('names a search, keeps it out of the index and escapes what was typed', async () => {
    const { html, head } = await page('/allproducts?search=%22%3Cfrock%3E%22&sortBy=new');
    expect(head.titles).toEqual(['Results for ""<frock>"" | Little Loom']);
    expect(html).toContain('<title>Results for &quot;&quot;&lt;frock&gt;&quot;&quot; | Little Loom</title>');
    expect(html).not.toContain('<frock>');
    expect(head.meta('robots')).toBe('noindex, follow');
    expect(head.canonical).toBe(`${SHOP}/allproducts?search=%22%3Cfrock%3E%22`);
    const plain = (await page('/allproducts?search=frock')).head;
    expect(plain.ld('ItemList')?.itemListElement[0]?.url).toBe(`${SHOP}/product/${t.fx.ids.frock}`);
  });

  it('gives every product a canonical listing; a listing the API refuses keeps the template', async () => {
    const all = (await page('/allproducts?sortBy=priceAsc')).head;
    expect(all.titles).toEqual(['All products | Little Loom']);
    expect(all.canonical).toBe(`${SHOP}/allproducts`);
    const refused = (await page('/allproducts?category=not-a-uuid')).head;
    expect(refused.titles).toEqual(['Little Loom']);
    expect(refused.canonical).toBeUndefined();
  });

  it('names the category page and its subcategories', async () => {
    const boys = t.fx.categoryIds.boys!;
    const { head } = await page(`/category?categoryId=${boys}`);
    expect(head.titles).toEqual(['Boys | Little Loom']);
    expect(head.canonical).toBe(`${SHOP}/category?categoryId=${boys}`);
    expect(head.meta('description')).toContain('Sweaters, T-shirts');
    const none = (await page('/category')).head;
    expect(none.titles).toEqual(['Shop by category | Little Loom']);
    expect(none.canonical).toBe(`${SHOP}/category`);
  });
});

describe('other pages', () => {
  it('gives an article its title, picture and Article JSON-LD', async () => {
    const id = t.fx.articleId;
    const view = (await t.app.inject({ url: `/api/user/home/info/${id}` })).json() as {
      data: { title: string; image: string }[];
    };
    const article = view.data[0]!;
    const { head } = await page(`/referral/${id}`);
    expect(head.titles).toEqual([`${article.title} | Little Loom`]);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:image')).toBe(`${SHOP}/uploads/${article.image}`);
    expect(head.canonical).toBe(`${SHOP}/referral/${id}`);
    expect(head.ld('Article')).toMatchObject({ headline: article.title, url: `${SHOP}/referral/${id}` });
    const missing = (await page(`/referral/${randomUUID()}`)).head;
    expect(missing.titles).toEqual(['Little Loom']);
  });

  it('describes the home with WebSite search, and leaves account screens alone', async () => {
    const home = (await page('/')).head;
    expect(home.canonical).toBe(`${SHOP}/`);
    expect(home.ld('WebSite')?.potentialAction.target.urlTemplate).toBe(
      `${SHOP}/allproducts?search={search_term_string}`,
    );
    for (const url of ['/cart', '/profile', '/admin/orders']) {
      const { html, head } = await page(url);
      expect(head.titles).toEqual(['Little Loom']);
      expect(html).not.toContain('og:');
    }
  });
});
