import { displayPrice } from '../contract/pricing.ts';
import { expect, test } from './fixtures.ts';

// A shared product link as WhatsApp, Facebook or a search engine reads it: the served HTML alone, no
// JavaScript, names the product, its absolute picture and its price, with valid JSON-LD; the page
// still works in the browser; sitemap.xml and robots.txt lead crawlers to it.

interface ApiProduct {
  _id: string;
  name: string;
  variants: { price: number; offerPrice: number | null; sizes: { stock: number }[] }[];
  offers: unknown[];
  defaultPrice: number;
}

interface ReadPage {
  title: string;
  metas: Record<string, string>;
  canonical: string | null;
  jsonLd: string[];
}

test.describe.configure({ timeout: 60_000 });

test('a product link previews without JavaScript, and the page still works', async ({ page, request }) => {
  const listing = await request.get('/api/user/Products/view?limit=12');
  const { products } = (await listing.json()) as { products: ApiProduct[] };
  const product =
    products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock > 0))) ?? products[0];
  if (!product) throw new Error('The demo shop has no products');
  const price = displayPrice(product);
  if (price === null) throw new Error('The product has no price');

  const served = await request.get(`/product/${product._id}`, { headers: { 'accept-encoding': 'identity' } });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('text/html');
  const html = await served.text();

  // Read with the browser's own HTML parser, on a blank page: nothing of the page's script runs.
  const read: ReadPage = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const metas: Record<string, string> = {};
    for (const meta of doc.head.querySelectorAll('meta[property], meta[name]')) {
      const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
      if (!(key in metas)) metas[key] = meta.getAttribute('content') ?? '';
    }
    return {
      title: doc.title,
      metas,
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => s.textContent ?? '',
      ),
    };
  }, html);

  expect(read.title).toContain(product.name);
  expect(read.metas['og:title']).toBe(product.name);
  expect(read.canonical).toMatch(new RegExp(`^https?://[^/]+/product/${product._id}$`));
  expect(read.metas['product:price:amount']).toBe(String(price));
  expect(read.metas['product:price:currency']).toBe('INR');
  expect(read.metas['twitter:data1']).toBe(
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
      price,
    ),
  );

  // The picture is absolute and is a picture.
  const image = read.metas['og:image'] ?? '';
  expect(image).toMatch(/^https?:\/\//);
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);

  // JSON-LD: valid JSON, a Product with its offer, and the breadcrumbs.
  const data = read.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  const ld = data.find((d) => d['@type'] === 'Product') as
    | { name: string; offers: { price: number; priceCurrency: string; availability: string } }
    | undefined;
  expect(ld?.name).toBe(product.name);
  expect(ld?.offers.price).toBe(price);
  expect(ld?.offers.priceCurrency).toBe('INR');
  expect(ld?.offers.availability).toBe('https://schema.org/InStock');
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);

  // The same page in the browser still draws the product and its price.
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('price')).toHaveText(
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
      price,
    ),
  );
});

test('robots.txt names the sitemap, whose files are valid XML listing the products', async ({
  page,
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
  expect(sitemapUrl).toMatch(/^https?:\/\/.+\/sitemap\.xml$/);

  const parse = (xml: string) =>
    page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.localName,
        locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
      };
    }, xml);

  const index = await parse(await (await request.get('/sitemap.xml')).text());
  expect(index.error).toBeNull();
  expect(index.root).toBe('sitemapindex');
  const productsFile = index.locs.find((l) => l.endsWith('/sitemaps/products-1.xml'));
  expect(productsFile).toBeDefined();
  const file = await parse(await (await request.get(new URL(productsFile ?? '').pathname)).text());
  expect(file.error).toBeNull();
  expect(file.root).toBe('urlset');
  expect(file.locs.length).toBeGreaterThan(0);
  expect(file.locs.every((l) => /^https?:\/\/[^/]+\/product\/[0-9a-f-]{36}$/.test(l))).toBe(true);
});
