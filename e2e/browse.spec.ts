import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures.ts';

// Browsing journeys at 375 px (mobile layout) and 1280 px (desktop layout), against the built app on
// a fresh data folder seeded with the demo shop (320 products): home → brand → filtered listing →
// product → colour, size and delivery check; search with a typo; the category page; accessibility
// (axe) and layout stability.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_IN_PATH = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

interface ApiVariant {
  images: string[];
  sizes: { size: string; stock: number }[];
}
interface ApiProduct {
  _id: string;
  name: string;
  variants: ApiVariant[];
}

// Every journey stays well under half a minute.
test.describe.configure({ timeout: 30_000 });

const mobileLayout = (page: Page) => isMobile(page.viewportSize()?.width);

/** The header that is shown at this width. */
const header = (page: Page) =>
  mobileLayout(page) ? page.getByTestId('mobile-header') : page.getByTestId('desktop-header');

/** The product cards of the listing grid (skeletons are not articles). */
const listingCards = (page: Page) => page.locator('main ul > li article');

/** '20 items' under the listing's heading, as a number (null while loading). */
async function itemCount(page: Page): Promise<number | null> {
  const text = await page
    .locator('main h1 + p')
    .first()
    .textContent()
    .catch(() => null);
  const match = /^(\d+) items?$/.exec(text?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** The total the API reports for the listing's current URL (same filters, as the page sends them). */
async function apiTotal(request: APIRequestContext, page: Page): Promise<number> {
  const body = await apiListing(request, page);
  return body.total;
}

async function apiListing(
  request: APIRequestContext,
  page: Page,
): Promise<{ total: number; products: ApiProduct[] }> {
  const url = new URL(page.url());
  const query = new URLSearchParams({ page: '1', limit: '12' });
  for (const key of ['search', 'brand', 'subcategory', 'discountMin', 'minRating', 'maxRating']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  if (url.searchParams.get('sortBy') === 'priceAsc') {
    query.set('sort', 'asc');
    query.set('sortField', 'price');
  } else {
    query.set('sort', 'desc');
    query.set('sortField', 'popularity');
  }
  const res = await request.get(`/api/user/Products/view?${query}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** The price each card shows first (the selling price), e.g. '₹1,299'. */
async function cardPrices(cards: Locator): Promise<string[]> {
  const texts = await cards.allTextContents();
  return texts.map((text) => /₹[\d,]+(?:\.\d{2})?/.exec(text)?.[0] ?? 'none');
}

const priceValue = (text: string) => Number(text.replace(/[₹,]/g, ''));

/** The filter panel: a column from 768 px, a modal drawer below. */
function filterPanel(page: Page) {
  return page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Filters' }) });
}

async function openFiltersIfMobile(page: Page) {
  if (!mobileLayout(page)) return;
  const panel = page.getByRole('dialog', { name: 'Filters' });
  if (await panel.isVisible()) return;
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(panel).toBeVisible();
}

async function waitForListing(page: Page) {
  await expect(page.getByTestId('listing-skeletons')).toHaveCount(0);
  await expect(listingCards(page).first()).toBeVisible();
}

test('home → brand → filtered, sorted listing → product with colour, size and cart', async ({
  page,
  request,
}) => {
  const mobile = mobileLayout(page);

  await test.step('home: carousel, new arrivals with real pictures, brands', async () => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Collections' });
    await expect(carousel).toBeVisible();
    await expect(carousel.locator('img').first()).toHaveAttribute('src', /^\/uploads\/.+/);
    // Stop the 3 s auto-advance so the Next button is the only thing moving the slides.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    const dots = carousel.getByRole('button', { name: /^Go to slide/ });
    const slides = await dots.count();
    expect(slides).toBeGreaterThan(1);
    const currentSlide = async () => {
      for (let i = 0; i < slides; i++)
        if ((await dots.nth(i).getAttribute('aria-current')) === 'true') return i;
      return -1;
    };
    const before = await currentSlide();
    const next = carousel.getByRole('button', { name: 'Next slide' });
    // A tap lands on whatever is on top at the arrow's centre: it must be the arrow itself.
    const onTop = await next.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop, 'the Next arrow is on top (not covered by another element) so a tap reaches it').toBe(true);
    await next.click();
    await expect.poll(currentSlide).toBe((before + 1) % slides);
    const shownSlide = carousel.getByRole('group', { name: `${((before + 1) % slides) + 1} of ${slides}` });
    await expect(shownSlide).not.toHaveAttribute('aria-hidden', 'true');

    const newArrivals = page.locator('section[aria-labelledby="home-new-arrivals"]');
    await newArrivals.scrollIntoViewIfNeeded();
    const arrivalCards = newArrivals.locator('article');
    await expect(arrivalCards.first()).toBeVisible();
    expect(await arrivalCards.count()).toBeGreaterThanOrEqual(2);
    for (const i of [0, 1]) {
      const img = arrivalCards.nth(i).locator('img');
      await expect(img).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
  });

  const brands = page.locator('section[aria-labelledby="home-brands"]');
  await expect(brands.getByRole('heading', { name: 'Incredible Delights' })).toBeVisible();
  const brandLink = brands.getByRole('link').first();
  await brandLink.scrollIntoViewIfNeeded();
  // A logo carries the brand's name once, as the picture's alt text; other pictures have it printed below.
  const alt = (await brandLink.locator('img').getAttribute('alt'))?.trim();
  const brandName = alt || (await brandLink.innerText()).trim().split('\n').pop()!.trim();
  expect(brandName.length).toBeGreaterThan(1);

  await test.step(`brand ${brandName} opens the listing; the cache-buster leaves the history`, async () => {
    await brandLink.click();
    await expect(page).toHaveURL(new RegExp(`/allproducts\\?brand=${UUID_IN_PATH}$`));
    const url = new URL(page.url());
    expect(url.searchParams.get('brand')).toMatch(UUID);
    expect(url.searchParams.has('_')).toBe(false);
    await waitForListing(page);
    await expect.poll(() => itemCount(page)).toBe(await apiTotal(request, page));
    // The first line of every card is its brand.
    const brandsShown = await listingCards(page).evaluateAll((cards) =>
      cards.map((card) => card.querySelector('p')?.textContent ?? ''),
    );
    expect(brandsShown.length).toBeGreaterThan(0);
    for (const shown of brandsShown) expect(shown.trim().toLowerCase()).toBe(brandName.toLowerCase());

    // The entry with `_` was replaced: Back goes to the home page, Forward returns to the clean URL.
    const clean = page.url();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(clean);
    await waitForListing(page);
  });

  await test.step('filter panel: open beside the grid at 1280, a drawer at 375', async () => {
    const panel = filterPanel(page);
    const toggle = page.getByRole('button', { name: /^(Filters|Hide filters|Show filters)/ });
    if (mobile) {
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(page.getByTestId('filter-overlay')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close filters' }).click();
      await expect(dialog).toBeHidden();
    } else {
      await expect(panel).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(toggle).toHaveText(/Hide filters/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Beside the grid, not over it.
      const panelBox = await panel.boundingBox();
      const gridBox = await listingCards(page).first().boundingBox();
      expect(panelBox && gridBox && panelBox.x + panelBox.width <= gridBox.x).toBe(true);
    }
  });

  await test.step('discount and rating filters change the URL and the count; a second click clears', async () => {
    const start = await itemCount(page);
    await openFiltersIfMobile(page);
    const panel = filterPanel(page);
    const discount = panel.getByRole('radio', { name: '30% or more' });
    // A click, then wait: the radio is controlled by the URL, so it is checked once the URL has changed.
    await discount.click();
    await expect(page).toHaveURL(/[?&]discountMin=30(&|$)/);
    await expect(discount).toBeChecked();
    await waitForListing(page);
    const afterDiscount = await apiTotal(request, page);
    expect(afterDiscount).toBeLessThan(start!);
    await expect.poll(() => itemCount(page)).toBe(afterDiscount);

    const rating = panel.getByRole('radio', { name: '4★ to 5★' });
    await rating.click();
    await expect(page).toHaveURL(/[?&]minRating=4(&|$)/);
    await expect(rating).toBeChecked();
    await expect(page).toHaveURL(/[?&]maxRating=5(&|$)/);
    await waitForListing(page);
    const afterRating = await apiTotal(request, page);
    expect(afterRating).toBeLessThanOrEqual(afterDiscount);
    await expect.poll(() => itemCount(page)).toBe(afterRating);
    await expect(page.getByRole('button', { name: /^Remove filter: 30% or more off$/ })).toHaveCount(1);

    // Clicking the selected discount radio again switches the filter off.
    await expect(discount).toBeChecked();
    await discount.click();
    await expect(page).not.toHaveURL(/discountMin=/);
    await expect(discount).not.toBeChecked();
    await expect(panel.getByRole('radio', { name: 'No Discount' })).toBeChecked();
    await expect(page).toHaveURL(/[?&]minRating=4(&|$)/);
    await waitForListing(page);
    const withoutDiscount = await apiTotal(request, page);
    expect(withoutDiscount).toBeGreaterThanOrEqual(afterRating);
    await expect.poll(() => itemCount(page)).toBe(withoutDiscount);

    if (mobile) {
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.getByRole('button', { name: `Show ${withoutDiscount} items` }).click();
      await expect(dialog).toBeHidden();
    }
  });

  await test.step('sort by price, low to high', async () => {
    await page.getByLabel('Sort by').selectOption('priceAsc');
    await expect(page).toHaveURL(/[?&]sortBy=priceAsc(&|$)/);
    await waitForListing(page);
    // Polled: the cards of the earlier order may still be on screen, or be giving way to skeletons.
    let prices: string[] = [];
    await expect
      .poll(async () => {
        prices = await cardPrices(listingCards(page));
        const values = prices.map(priceValue);
        return prices.length > 1 && values.every((value, i) => i === 0 || (values[i - 1] ?? 0) <= value);
      }, 'more than one card, in rising price order')
      .toBe(true);
    for (const price of prices) {
      expect(price, 'card price in rupees, en-IN').toMatch(/^₹[\d,]+$/);
      expect(price).toBe(rupees.format(priceValue(price)));
    }
  });

  // A shown product with two colours whose pictures differ and with a second size in stock.
  const { products } = await apiListing(request, page);
  const product = products.find(
    (p) =>
      p.variants.length >= 2 &&
      p.variants[1]!.images[0] !== p.variants[0]!.images[0] &&
      p.variants[1]!.sizes.filter((s) => s.stock > 0).length >= 2,
  );
  expect(product, 'a listed product with two colours').toBeDefined();

  await test.step(`product page: ${product!.name}`, async () => {
    const card = listingCards(page).filter({ has: page.locator(`a[href="/product/${product!._id}"]`) });
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${product!._id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);

    // Phones: details under the picture; desktop: beside it.
    const gallery = await page.getByTestId('product-main-image').boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (mobile) expect(title!.y).toBeGreaterThanOrEqual(gallery!.y + gallery!.height);
    else expect(title!.x).toBeGreaterThanOrEqual(gallery!.x + gallery!.width);

    const mainImage = page.getByTestId('product-main-image').locator('img').first();
    await expect.poll(() => mainImage.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const firstSrc = await mainImage.getAttribute('src');
    const colours = page
      .locator('fieldset')
      .filter({ hasText: /^Colour/ })
      .getByRole('button');
    await expect(colours.first()).toHaveAttribute('aria-pressed', 'true');
    await colours.nth(1).click();
    await expect(colours.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(colours.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(mainImage).not.toHaveAttribute('src', firstSrc!);
    await expect.poll(() => mainImage.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

    const sizes = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: /^Size$/ }) });
    // The size choices (toggles); the fieldset also holds "Size chart" and "Size not listed?".
    const sizeButtons = sizes.locator('button[aria-pressed]');
    const stock = page.getByTestId('stock-label');
    // Pick a size other than the one chosen for us.
    const size = sizeButtons.nth(1);
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await expect(size.locator('svg')).toHaveCount(1);
    await expect(stock).toHaveText(/^(In stock|Limited stock)$/);

    // Clicking it again takes the tick away.
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'false');
    await expect(size.locator('svg')).toHaveCount(0);
    await expect(sizeButtons.locator('svg')).toHaveCount(0);
    await expect(stock).toHaveText('Select size');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please select a color and size before adding to cart.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${product!._id}$`));

    // With a size again, a visitor (no stored user id) is sent to sign in after 1.5 s.
    await size.click();
    await expect(stock).toHaveText(/^(In stock|Limited stock)$/);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const clickedAt = Date.now();
    await expect(page.getByText('Please log in to add items to your cart')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page, 'still on the product a second later').toHaveURL(/\/product\//);
    // …remembering the product, to come back to it after signing in.
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=%2Fproduct%2F${product!._id}$`), {
      timeout: 5_000,
    });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_400);
  });
});

test('pincode check on a product page', async ({ page, request }) => {
  const res = await request.get('/api/user/Products/view?page=1&limit=1');
  const [product] = ((await res.json()) as { products: ApiProduct[] }).products;
  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);

  const box = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Check Delivery' }) });
  const pincode = box.getByLabel('Pincode');
  const check = box.getByRole('button', { name: 'Check' });
  await pincode.pressSequentially('56a0095');
  await expect(pincode).toHaveValue('560095');

  await pincode.press('Backspace');
  await expect(pincode).toHaveValue('56009');
  await expect(check).toBeDisabled();
  await pincode.press('Enter');
  await expect(box.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
  await pincode.pressSequentially('5');
  await expect(pincode).toHaveValue('560095');
  await expect(check).toBeEnabled();

  const answer = box.locator('[aria-live="polite"]');
  await check.click();
  await expect(answer).toContainText(/^Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}/);
  await expect(answer.locator('p').first()).toHaveText(/^Delivery by /);
  // The dispatch pincode itself: same district, so the answer names it.
  await expect(answer).toContainText('Karnataka · 560095');

  await pincode.fill('999999');
  await expect(check).toBeEnabled();
  await check.click();
  await expect(answer).toHaveText('Sorry, we do not deliver to this pincode yet.');
});

test('listing loads more products as the shopper scrolls, without duplicates', async ({ page }) => {
  await page.goto('/allproducts');
  await waitForListing(page);
  await expect.poll(() => itemCount(page)).toBe(320);
  const cards = listingCards(page);
  await expect(cards).toHaveCount(12);

  const sentinel = page.getByTestId('listing-sentinel');
  for (const atLeast of [24, 36]) {
    await expect
      .poll(
        async () => {
          await sentinel.evaluate((el) => el.scrollIntoView({ block: 'end' }));
          return cards.count();
        },
        { intervals: [250, 500, 1_000] },
      )
      .toBeGreaterThanOrEqual(atLeast);
  }
  // One link per card, whole pages of 12, no product twice.
  const hrefs = await cards.evaluateAll((all) =>
    all.map((card) => card.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? null),
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(36);
  expect(hrefs.length % 12).toBe(0);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const href of hrefs) expect(href).toMatch(new RegExp(`^/product/${UUID_IN_PATH}$`));
  // Scrolling does not change the URL (pages are not in it).
  expect(new URL(page.url()).search).toBe('');
});

test('search with a typo finds frocks; "blue tshirt" finds only T-shirts', async ({ page }) => {
  await page.goto('/');
  const box = header(page).getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeVisible();
  await box.fill('frok');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/allproducts\?search=frok$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "frok"');
  await waitForListing(page);
  const names = async () =>
    listingCards(page)
      .locator('h3')
      .evaluateAll((headings) => headings.map((h) => h.getAttribute('title') ?? ''));
  const frocks = await names();
  expect(frocks.length).toBeGreaterThan(0);
  // 'frock' also finds dresses (the search words' synonyms), party dresses named gowns among them.
  for (const name of frocks) expect(name, 'a frock or a dress').toMatch(/frock|dress|gown/i);
  expect(frocks.some((name) => /frock/i.test(name))).toBe(true);

  await box.fill('blue tshirt');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/allproducts\?search=blue(\+|%20)tshirt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "blue tshirt"');
  await waitForListing(page);
  await expect.poll(async () => (await names()).some((name) => /frock|dress/i.test(name))).toBe(false);
  const tees = await names();
  expect(tees.length).toBeGreaterThan(0);
  for (const name of tees) expect(name, 'a T-shirt').toMatch(/t-shirt|tee/i);
});

test('category page: first category active, switching replaces history, subcategory opens listing', async ({
  page,
}) => {
  await page.goto('/privacypolicy');
  const categoriesLink = mobileLayout(page)
    ? page.getByTestId('tab-bar').getByRole('link', { name: 'Categories' })
    : page.getByTestId('desktop-header').getByRole('link', { name: 'Categories' });
  await categoriesLink.click();
  await expect(page).toHaveURL(/\/category$/);

  const list = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  await expect(list.first()).toBeVisible();
  expect(await list.count()).toBeGreaterThan(1);
  await expect(list.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#category-active')).toHaveText((await list.first().innerText()).trim());
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).locator('[aria-current="true"]'),
  ).toHaveCount(1);

  const second = list.nth(1);
  const secondName = (await second.innerText()).trim();
  const secondId = new URL((await second.getAttribute('href'))!, 'http://x').searchParams.get('categoryId');
  expect(secondId).toMatch(UUID);
  await second.click();
  await expect(page).toHaveURL(new RegExp(`/category\\?categoryId=${secondId}$`));
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(list.first()).not.toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#category-active')).toHaveText(secondName);

  // The category switch replaced the entry: Back leaves the category page.
  await page.goBack();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/category\\?categoryId=${secondId}$`));

  const subcategories = page
    .locator('section[aria-labelledby="category-active"] ul')
    .first()
    .getByRole('link');
  await expect(subcategories.first()).toBeVisible();
  const subHref = await subcategories.first().getAttribute('href');
  const subId = new URL(subHref!, 'http://x').searchParams.get('subcategory');
  expect(subId).toMatch(UUID);
  await subcategories.first().click();
  await expect(page).toHaveURL(new RegExp(`/allproducts\\?subcategory=${subId}$`));
  await waitForListing(page);
  expect(await listingCards(page).count()).toBeGreaterThan(0);
  await expect.poll(() => itemCount(page)).toBeGreaterThan(0);
});

test('no serious or critical accessibility violations on the browsing pages', async ({ page, request }) => {
  // axe reads four whole pages: room for a busy machine.
  test.slow();
  const res = await request.get('/api/user/Products/view?page=1&limit=1');
  const [product] = ((await res.json()) as { products: ApiProduct[] }).products;

  const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      path: '/',
      ready: async (p) => {
        await expect(p.locator('section[aria-labelledby="home-new-arrivals"] article').first()).toBeVisible();
        await expect(p.getByTestId('brand-skeletons')).toHaveCount(0);
      },
    },
    { path: '/allproducts', ready: waitForListing },
    {
      path: `/product/${product!._id}`,
      ready: async (p) => {
        await expect(p.getByRole('heading', { level: 1 })).toHaveText(product!.name);
        await expect(p.getByTestId('product-skeleton')).toHaveCount(0);
      },
    },
    {
      path: '/category',
      ready: async (p) => {
        await expect(
          p.getByRole('navigation', { name: 'Categories' }).getByRole('link').first(),
        ).toBeVisible();
        await expect(p.getByTestId('subcategory-skeletons')).toHaveCount(0);
      },
    },
  ];

  const found: string[] = [];
  for (const { path, ready } of pages) {
    await page.goto(path);
    await ready(page);
    // Checked as a shopper who has scrolled the page sees it: every part drawn and hydrated (parts
    // below the first screen hydrate when they come near and may change then, as the marquee adds its
    // second copy), and drawn even when scrolled past. Sections off the screen are skipped by the
    // browser (`content-visibility: auto`), and Chromium's getComputedStyle answers some text in a
    // skipped subtree with the default link blue: axe would judge colours no shopper sees.
    // Down to the page's end as it was drawn: the listing adds pages as it is scrolled, and following
    // them would read the whole catalogue.
    await page.evaluate(async () => {
      const end = document.body.scrollHeight;
      for (let y = 0; y < end; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      window.scrollTo(0, 0);
    });
    // The marquee's rows have their second copy once they have hydrated, which they do when near. The
    // scroll above may have passed them before the page's code had loaded (the loader waits for the
    // main picture): bring each row without its copy into view until it has one.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const waiting = [...document.querySelectorAll('.ll-marquee-track')].filter(
              (track) => !track.querySelector(':scope > .ll-marquee-copy'),
            );
            waiting[0]?.scrollIntoView({ block: 'center' });
            return waiting.length;
          }),
        { timeout: 30_000 },
      )
      .toBe(0);
    await page.addStyleTag({
      content: '.draw-when-near, .draw-when-near-card { content-visibility: visible !important; }',
    });
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      for (const node of violation.nodes) {
        found.push(
          `${path} ${violation.id} (${violation.impact}) ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
        );
      }
    }
  }
  expect(found, `serious/critical axe violations:\n${found.join('\n')}`).toEqual([]);
});

test('the home page does not shift its layout while it loads', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="home-new-arrivals"] article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Let the last frame's shifts be reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls, 'cumulative layout shift on /').toBeLessThan(0.1);
});
