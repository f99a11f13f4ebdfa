import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, expect, isMobile, storeSessionInPage, test } from './fixtures.ts';

// Public pages arrive drawn: the product's picture, name and price are in the HTML itself, and the
// page then hydrates in the browser without a mismatch (the fixture fails on any console error,
// hydration warnings included) and works as before.

interface Size {
  size: string;
  stock: number;
}
interface Product {
  _id: string;
  name: string;
  variants: { colorName: string; sizes: Size[] }[];
}

async function productInStock(request: APIRequestContext) {
  const listing = (await (await request.get('/api/user/Products/view?limit=12')).json()) as {
    products: { _id: string }[];
  };
  for (const card of listing.products) {
    const body = (await (await request.get(`/api/user/Products/view/${card._id}`)).json()) as {
      product: Product & { price: number };
    };
    for (const variant of body.product.variants) {
      const size = variant.sizes.find((s) => s.stock >= 3);
      if (size) return { product: body.product, colorName: variant.colorName, size: size.size };
    }
  }
  throw new Error('The demo shop has no product in stock');
}

/** Hydration warnings are console errors (the fixture collects them); also note any page error. */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page shows its picture, name and price', async ({ page, request }) => {
    const { product } = await productInStock(request);
    const answer = await page.goto(`/product/${product._id}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const picture = page.getByTestId('product-main-image').locator('img').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(
      page
        .locator('main')
        .getByText(/₹\s?[\d,]+/)
        .first(),
    ).toBeVisible();
  });

  test('home and the listing show their products', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    await page.goto('/allproducts');
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

test('the product page hydrates cleanly and still adds to the cart', async ({ page, request }, info) => {
  const warnings = watchWarnings(page);
  const { product, colorName, size } = await productInStock(request);
  const phone = `9${String(Date.now()).slice(-9)}`;
  await storeSessionInPage(page, await apiSignIn(request, phone));

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: colorName, exact: true }).click();
  const sizeButton = page.getByRole('button', { name: size, exact: true });
  if ((await sizeButton.getAttribute('aria-pressed')) !== 'true') await sizeButton.click();
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Product added to cart successfully!')).toBeVisible();
  const badge = isMobile(info.project.use.viewport?.width)
    ? page.getByTestId('tab-bar').getByTestId('cart-count')
    : page.getByTestId('desktop-header').getByTestId('cart-count');
  await expect(badge).toHaveText('1');
  expect(warnings).toEqual([]);
});

test('client navigation: home → listing → product', async ({ page }) => {
  test.slow();
  const warnings = watchWarnings(page);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-take-over', 'hydrate');
  // The document is not loaded again: a marker on window survives client navigation.
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.getByRole('link', { name: 'View all' }).first().click();
  // Slow machines: the listing's code is fetched on this first visit.
  const slow = { timeout: 30_000 };
  await expect(page).toHaveURL(/\/allproducts/, slow);
  // The listing's fresh-start marker leaves the address once the first page is in.
  await expect(page).not.toHaveURL(/[?&]_=/, slow);
  const card = page.locator('main article a[href^="/product/"]').first();
  await expect(card).toBeVisible(slow);
  const name = (await card.locator('img').first().getAttribute('alt')) ?? '';
  await card.click();
  expect(name).not.toBe('');
  await expect(page).toHaveURL(/\/product\//, slow);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(slow);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(warnings).toEqual([]);
});

test('a product page asks for its reviews and similar products only as the shopper scrolls near them', async ({
  page,
  request,
}, info) => {
  test.skip(
    !isMobile(info.project.use.viewport?.width),
    'the sections are far below the first screen on a phone',
  );
  const { product } = await productInStock(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/(similar|reviews)\//.test(path)) asked.push(`${path}${new URL(r.url()).search}`);
  });
  await page.goto(`/product/${product._id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(asked).toEqual([]);

  await page.getByRole('heading', { name: 'Similar products' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Similar products' }).getByRole('link').first()).toBeVisible();
  expect(asked.some((path) => path.includes('/similar/'))).toBe(true);
  expect(asked.some((path) => path.includes('/reviews/'))).toBe(true);
});

test('a phone draws and hydrates only what it can show: no desktop header, filters drawn when opened', async ({
  page,
  request,
}, info) => {
  test.skip(!isMobile(info.project.use.viewport?.width), "a phone's layout");
  const warnings = watchWarnings(page);
  // The server's listing holds the closed filter panel without its filters.
  const html = await (await request.get('/allproducts')).text();
  const panel = /<aside[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  expect(panel).toContain('Filters');
  expect(panel).not.toMatch(/type="checkbox"|role="slider"/);

  await page.goto('/allproducts');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('slider')).toHaveCount(2);
  await expect(drawer.getByRole('checkbox').first()).toBeVisible();
  // The page is live (the drawer opened), and the desktop header, hidden on a phone, was never hydrated.
  const hydrated = await page
    .getByTestId('desktop-header')
    .evaluate((header) => Object.keys(header).some((key) => key.startsWith('__reactFiber')));
  expect(hydrated).toBe(false);
  expect(warnings).toEqual([]);
});
