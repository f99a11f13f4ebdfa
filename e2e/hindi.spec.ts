import type { APIRequestContext, Page } from '@playwright/test';
import { SHOP_NAME_DEFAULT } from '../contract/constants.ts';
import { POSTAL_ADDRESS } from '../web/app/layout/footer-links.ts';
import { expect, test } from './fixtures.ts';

// The storefront in Hindi, on the real server and the seeded demo shop: a shopper opens the home page,
// switches to हिन्दी with the header's language switch, and reads the home page, a listing and a product
// page. Each screen is read whole (document.body.innerText): once the catalogue's own data (product,
// brand and category names, sizes, colours, details, the home's merchandising) and the shop's name are
// taken out, no English word (3+ Latin letters) may be left. Prices are written the hi-IN way with ₹.
// The choice survives a reload (the cookie), and switching back gives the spec's English texts again.

/** Names written in Latin letters everywhere, Hindi pages included (and the switch's own "English"). */
const LATIN_NAMES = ['WhatsApp', 'Instagram', 'Facebook', 'Google Play', 'App Store', 'Delete', 'English'];

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** Every string inside an answer (names, titles, descriptions, colours, sizes …). */
function strings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim() !== '') into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) strings(item, into);
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) strings(inner, into);
  }
}

/** 'night-suit' → 'Night suit', as the product page writes a product type. */
const typeLabel = (type: string) => {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The catalogue's own data, which screens show as it is in every language. */
async function catalogueData(request: APIRequestContext): Promise<{ words: string[]; productId: string }> {
  const words = new Set<string>();
  // Every card of the catalogue (pages of the listing), and the full details of the first ones.
  const cards: { _id: string }[] = [];
  for (let page = 1; page <= 50; page++) {
    const listing = await json<{ products: { _id: string }[]; total?: number }>(
      request,
      `/api/user/Products/view?limit=48&page=${page}`,
    );
    strings(listing.products, words);
    cards.push(...listing.products);
    if (listing.products.length === 0 || cards.length >= (listing.total ?? 0)) break;
  }
  for (const card of cards.slice(0, 24)) {
    const { product } = await json<{ product: Record<string, unknown> }>(
      request,
      `/api/user/Products/view/${card._id}`,
    );
    strings(product, words);
    if (typeof product.productType === 'string') words.add(typeLabel(product.productType));
    for (const line of String(product.description ?? '').split(/\r?\n/))
      if (line.trim()) words.add(line.trim());
  }
  strings(await json(request, '/api/user/categories/view'), words);
  strings(await json(request, '/api/user/brand/view'), words);
  strings(await json(request, '/api/user/home'), words);
  const first = cards[0];
  if (!first) throw new Error('The demo shop has no products');
  return { words: [...words], productId: first._id };
}

const latinWords = (text: string) => (text.match(/[A-Za-z]{3,}/g) ?? []).map((word) => word.toLowerCase());

/**
 * The Latin words (3+ letters) a screen shows besides the words of the allowed data. Words are compared
 * without letter case (CSS writes brand names in capitals), and a long name cut short with '...' counts
 * as the name.
 */
async function englishLeftovers(page: Page, allowed: readonly string[]): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const known = new Set(allowed.flatMap(latinWords));
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\S+@\S+\.\S+/g, ' ');
  const left = new Set<string>();
  for (const match of text.matchAll(/([A-Za-z]{3,})(\.\.\.)?/g)) {
    const word = (match[1] ?? '').toLowerCase();
    if (known.has(word)) continue;
    if (match[2] && [...known].some((name) => name.startsWith(word))) continue;
    left.add(match[1] ?? '');
  }
  return [...left];
}

async function expectHindi(page: Page, allowed: readonly string[], screen: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const leftovers = await englishLeftovers(page, allowed);
  expect(leftovers, `English words left on ${screen}: ${leftovers.join(', ')}`).toEqual([]);
}

/** The header switch of the width in use (each header has one; CSS shows one of them). */
const languageSwitch = (page: Page) => page.locator('[data-testid="language-switch"]:visible');

test('हिन्दी: the header switch turns home, a listing and a product page Hindi; a reload keeps it; English comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { words, productId } = await catalogueData(request);
  const allowed = [...words, ...POSTAL_ADDRESS, SHOP_NAME_DEFAULT, ...LATIN_NAMES];

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect(languageSwitch(page)).toHaveText('हिन्दी');
  await languageSwitch(page).click();

  // Home, at once: the sections' headings and the tab bar or navigation, with no English left over.
  await expect(page.getByRole('heading', { name: 'नए प्रोडक्ट' })).toBeVisible();
  await expect(languageSwitch(page)).toHaveText('English');
  expect(await page.evaluate(() => document.cookie)).toContain('ll_lang=hi');
  await expectHindi(page, allowed, 'home');

  // The choice survives a reload: the cookie brings Hindi back before the first paint of the texts.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'नए प्रोडक्ट' })).toBeVisible();
  await expectHindi(page, allowed, 'home after a reload');

  // A listing: its heading, count, sort and filters in Hindi; prices with ₹ in hi-IN grouping.
  await page.goto('/allproducts');
  await expect(page.getByRole('heading', { level: 1, name: 'सभी प्रोडक्ट' })).toBeVisible();
  await expect(page.getByText(/^\d+ आइटम$/)).toBeVisible();
  await expect(page.locator('article').first()).toContainText('₹');
  await expectHindi(page, allowed, 'listing');

  // A product page.
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('button', { name: 'कार्ट में डालें' }).first()).toBeVisible();
  await expect(page.getByText('प्रोडक्ट की जानकारी')).toBeVisible();
  const price = (await page.getByTestId('price').textContent()) ?? '';
  expect(price).toMatch(/^₹[\d,]+(\.\d{2})?$/);
  const expected = await page.evaluate((text) => {
    const amount = Number(text.replace(/[^\d.]/g, ''));
    return new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  }, price);
  expect(price).toBe(expected);
  await expectHindi(page, allowed, 'product page');

  // Back to English: the spec's texts return, and the choice is kept.
  await languageSwitch(page).click();
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  await expect(page.getByText('Product details')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect(languageSwitch(page)).toHaveText('हिन्दी');
});
