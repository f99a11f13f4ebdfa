import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  type ApiSession,
  apiSignIn,
  expect,
  newStaff,
  ownerSession,
  signInWithCode,
  storeSessionInPage,
  test,
} from './fixtures.ts';
import {
  addToCart,
  type Choice,
  choiceInStock,
  newPhone,
  placeCheckout,
  readProduct,
  stockOf,
} from './shop-api.ts';

// The catalogue console at 1280 px (product creation also at 768 px) on the real server: a manager
// creates a product with two colours, pictures and sizes and publishes it, and a shopper finds it by a
// typo search, in its category and under a price filter, and buys it; a price dropped in the editor
// moves the product in the listing's price filter and sort on the next request; stock set to zero in the
// stock sheet shows Out of stock; a coupon made in the console takes its discount off at checkout; a
// slide added to the home page with its picture shows on the storefront's home page.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Demo shop names (server/db/seed): the journeys' products go in there. */
const BRAND = 'Tiny Threads';
const CATEGORY = 'Girls';
const SUBCATEGORY = 'Frocks & Dresses';

const onlyAtDesktop = (projectName: string) =>
  test.skip(projectName !== 'desktop-1280', 'this journey runs at 1280 px; product creation covers 768 px');

/** Four random letters, so each run's names are its own. */
function tag(): string {
  return Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

const randomInt = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

/** Whole rupees as the storefront prints them (₹1,299). */
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );

/** A plain PNG of one colour, as a phone's photo would arrive (the shop makes WebP of it). */
async function png(width: number, height: number, colour: string, name: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

// The console's API as the demo owner, for what a journey needs before it starts.

async function ownerHeaders(request: APIRequestContext) {
  const { accessToken } = await ownerSession(request);
  return { Authorization: `Bearer ${accessToken}` };
}

interface Taxonomy {
  brandId: string;
  categoryId: string;
  subcategoryId: string;
}

async function taxonomy(request: APIRequestContext): Promise<Taxonomy> {
  const headers = await ownerHeaders(request);
  const brands = (await (await request.get('/api/admin/brands', { headers })).json()) as {
    brands: { _id: string; name: string }[];
  };
  const categories = (await (await request.get('/api/admin/categories', { headers })).json()) as {
    categories: { _id: string; name: string; subcategories: { _id: string; name: string }[] }[];
  };
  const category = categories.categories.find((c) => c.name === CATEGORY);
  const subcategory = category?.subcategories.find((s) => s.name === SUBCATEGORY);
  const brand = brands.brands.find((b) => b.name === BRAND);
  if (!category || !subcategory || !brand) throw new Error('The demo shop has no girls’ frocks brand');
  return { brandId: brand._id, categoryId: category._id, subcategoryId: subcategory._id };
}

/** A live frock with one colour (Rose pink, 2-3Y and 3-4Y) at a price, made through the console's API. */
async function liveFrock(
  request: APIRequestContext,
  name: string,
  price: number,
): Promise<{ id: string; taxonomy: Taxonomy }> {
  const headers = await ownerHeaders(request);
  const upload = await request.post('/api/admin/uploads?kind=product', {
    headers,
    multipart: { file: await png(600, 750, '#F4A7B9', 'frock.png') },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { file } = (await upload.json()) as { file: string };
  const ids = await taxonomy(request);
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      name,
      title: `${name}, cotton, for girls`,
      description: 'A soft cotton frock with a twirl skirt.',
      ...ids,
      productType: 'frock',
      status: 'live',
      variants: [
        {
          color: '#F4A7B9',
          colorName: 'Rose pink',
          price,
          wholesalePrice: 1999,
          images: [file],
          sizes: [
            { size: '2-3Y', stock: 6 },
            { size: '3-4Y', stock: 9 },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { _id: string } };
  return { id: product._id, taxonomy: ids };
}

/** Every product of the storefront's listing, in order, as its API answers it (a page at a time). */
async function listingIds(request: APIRequestContext, query: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(
      `/api/user/Products/view?${new URLSearchParams({ ...query, page: String(page), limit: '48' })}`,
    );
    expect(res.status()).toBe(200);
    const { products, total } = (await res.json()) as { products: { _id: string }[]; total: number };
    ids.push(...products.map((p) => p._id));
    if (products.length === 0 || ids.length >= total) return ids;
  }
}

// The browser.

/** A staff member opens a console page, is sent to sign in, and comes back to it. */
async function staffOpens(page: Page, request: APIRequestContext, path: string) {
  const manager = await newStaff(request, 'manager');
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await signInWithCode(page, request, manager.phone);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The page becomes a shopper's (or, without a session, a visitor's). */
async function becomeShopper(page: Page, shopper: ApiSession | null) {
  await page.evaluate(() => localStorage.clear());
  if (shopper) await storeSessionInPage(page, shopper);
}

const listingCards = (page: Page) => page.locator('main ul > li article');
const cardOf = (page: Page, productId: string) =>
  listingCards(page).filter({ has: page.locator(`a[href="/product/${productId}"]`) });

/**
 * Where the product's card is in the listing on screen (0 is first), scrolling down to load more pages
 * until it is there.
 */
async function cardIndex(page: Page, productId: string): Promise<number> {
  await expect(page.getByTestId('listing-skeletons')).toHaveCount(0);
  let index = -1;
  await expect
    .poll(
      async () => {
        const hrefs = await listingCards(page).evaluateAll((cards) =>
          cards.map((card) => card.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? ''),
        );
        index = hrefs.indexOf(`/product/${productId}`);
        if (index < 0) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return index;
      },
      { message: `the card of product ${productId} in the listing`, intervals: [250, 500, 1_000] },
    )
    .toBeGreaterThanOrEqual(0);
  return index;
}

/** The selling price a card shows first (₹1,299 → 1299). */
async function cardPrice(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? '';
  return Number((/₹([\d,]+(?:\.\d{1,2})?)/.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));
}

/** ₹1,234.50 → 1234.5 */
async function amountOf(locator: Locator): Promise<number> {
  return Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

/** One colour in the product editor: its name, prices, two pictures and sizes with stock. */
async function fillColour(
  page: Page,
  place: string,
  colour: { name: string; price: number; mrp: number; swatch: string; stock: Record<string, number> },
) {
  const form = page.getByRole('form', { name: 'New product' });
  await form
    .getByRole('region', { name: place })
    .getByLabel('Colour name', { exact: true })
    .fill(colour.name);
  const section = form.getByRole('region', { name: colour.name });
  await section.getByLabel('Price (₹)', { exact: true }).fill(String(colour.price));
  await section.getByLabel('M.R.P. (₹)', { exact: true }).fill(String(colour.mrp));
  const pictures = `Pictures of ${colour.name}`;
  await section
    .getByLabel(`Choose pictures: ${pictures}`)
    .setInputFiles([
      await png(900, 1125, colour.swatch, 'front.png'),
      await png(800, 1000, '#FFFFFF', 'back.png'),
    ]);
  await expect(section.getByRole('img', { name: `${pictures}: 2 of 2` })).toBeVisible();
  for (const [size, stock] of Object.entries(colour.stock)) {
    await section.getByRole('button', { name: `Add size ${size} to ${colour.name}` }).click();
    await section.getByLabel(`${colour.name}: stock of ${size}`, { exact: true }).fill(String(stock));
  }
}

test('a manager creates and publishes a product with two colours; a shopper finds it three ways and buys it', async ({
  page,
  request,
}) => {
  const word = 'Zebrafloss';
  const name = `${word} frock ${randomInt(1000, 9999)}`;
  // Whole rupees in a band of their own among the demo frocks, so the price filter's edge is the test.
  const price = randomInt(611, 689);
  const ids = await taxonomy(request);

  await staffOpens(page, request, '/admin/products');
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Title', { exact: true }).fill(`${name}, tiered cotton frock for girls`);
  await form.getByLabel('Product type', { exact: true }).fill('frock');
  await form
    .getByLabel('Description', { exact: true })
    .fill('A tiered cotton frock with a twirl skirt and a soft lining.');
  await form.getByLabel('Brand', { exact: true }).selectOption({ label: BRAND });
  await form.getByLabel('Category', { exact: true }).selectOption({ label: CATEGORY });
  await form.getByLabel('Subcategory', { exact: true }).selectOption({ label: SUBCATEGORY });

  await fillColour(page, 'Colour 1', {
    name: 'Rose pink',
    swatch: '#F4A7B9',
    price,
    mrp: 999,
    stock: { '2-3Y': 8, '3-4Y': 5 },
  });
  await form.getByRole('button', { name: 'Add colour' }).click();
  await fillColour(page, 'Colour 2', {
    name: 'Sky blue',
    swatch: '#A7C7E7',
    price: price + 40,
    mrp: 1099,
    stock: { '3-4Y': 7, '4-5Y': 4 },
  });

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Product created.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${UUID}$`));
  const productId = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // The shop has it as the editor showed it: two colours, each with its two pictures and its sizes.
  const stored = await readProduct(request, productId);
  expect(stored.name).toBe(name);
  expect(stored.variants.map((v) => v.colorName)).toEqual(['Rose pink', 'Sky blue']);
  expect(stored.variants.map((v) => v.sizes.map(({ size, stock }) => ({ size, stock })))).toEqual([
    [
      { size: '2-3Y', stock: 8 },
      { size: '3-4Y', stock: 5 },
    ],
    [
      { size: '3-4Y', stock: 7 },
      { size: '4-5Y', stock: 4 },
    ],
  ]);

  const shopper = await apiSignIn(request, newPhone());
  await becomeShopper(page, shopper);

  await test.step('a typo of its made-up word finds it', async () => {
    const typo = 'zebraflos';
    const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
    await box.fill(typo);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/allproducts\\?search=${typo}$`));
    await cardIndex(page, productId);
    await expect(cardOf(page, productId)).toContainText(name);
  });

  await test.step('its category page leads to its subcategory, where it is listed', async () => {
    await page.goto(`/category?categoryId=${ids.categoryId}`);
    await page
      .locator('section[aria-labelledby="category-active"]')
      .getByRole('link', { name: SUBCATEGORY })
      .click();
    await expect(page).toHaveURL(new RegExp(`/allproducts\\?subcategory=${ids.subcategoryId}$`));
    await cardIndex(page, productId);
  });

  await test.step('the listing under a price just above its own shows it at its price; just below, not', async () => {
    await page.goto(`/allproducts?category=${ids.categoryId}&maxPrice=${price + 1}`);
    await cardIndex(page, productId);
    expect(await cardPrice(cardOf(page, productId))).toBe(price);
    expect(
      await listingIds(request, { category: ids.categoryId, maxPrice: String(price - 1) }),
    ).not.toContain(productId);
  });

  await test.step('its page shows both colours, their pictures and prices; the shopper buys one', async () => {
    await cardOf(page, productId).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('price')).toHaveText(rupees(price));
    const mainImage = page.getByTestId('product-main-image').locator('img').first();
    await expect(mainImage).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
    await expect
      .poll(() => mainImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Sky blue', exact: true }).click();
    await expect(page.getByTestId('price')).toHaveText(rupees(price + 40));
    const size = page.getByRole('button', { name: '4-5Y', exact: true });
    if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('stock-left')).toHaveText('Only 4 left');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Product added to cart successfully!')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByLabel(`Quantity of ${name}`, { exact: true })).toHaveText('1');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/address/${UUID}$`));
    const checkoutId = page.url().split('/').pop() as string;
    await expect(page.getByTestId('checkout-column').getByTestId('summary-item')).toContainText(name);

    // The checkout step itself is checkout.spec.ts's journey: the order is placed through the API.
    const choice: Choice = { productId, name, color: '#A7C7E7', colorName: 'Sky blue', size: '4-5Y' };
    const order = await placeCheckout(request, shopper, checkoutId);
    expect(await stockOf(request, choice)).toBe(3);
    await page.goto(`/singleorder/${order.orderId}`);
    await expect(page.getByText(name).first()).toBeVisible();
  });
});

test('a price dropped in the editor moves the product in the listing’s price filter and sort at once', async ({
  page,
  request,
}, testInfo) => {
  onlyAtDesktop(testInfo.project.name);
  const name = `Quillmint frock ${tag()}`;
  const before = randomInt(1400, 1490);
  const after = randomInt(150, 190);
  const { id, taxonomy: ids } = await liveFrock(request, name, before);
  const category = { category: ids.categoryId };
  const cheapFirst = { ...category, sort: 'asc', sortField: 'price' };

  // Where it stands before: past the first page of the category from the cheapest, and not under ₹after.
  const placeBefore = (await listingIds(request, cheapFirst)).indexOf(id);
  expect(placeBefore).toBeGreaterThanOrEqual(12);
  expect(await listingIds(request, { ...category, maxPrice: String(after + 1) })).not.toContain(id);

  await staffOpens(page, request, '/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const colour = page.getByRole('region', { name: 'Rose pink' });
  await expect(colour.getByLabel('Price (₹)', { exact: true })).toHaveValue(String(before));
  await colour.getByLabel('Price (₹)', { exact: true }).fill(String(after));
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await becomeShopper(page, null);
  // The price filter: under just above the new price, at the new price.
  await page.goto(`/allproducts?category=${ids.categoryId}&maxPrice=${after + 1}`);
  await cardIndex(page, id);
  expect(await cardPrice(cardOf(page, id))).toBe(after);

  // The sort: cheapest first, it is on the first page now, after only cheaper cards.
  await page.goto(`/allproducts?category=${ids.categoryId}&sortBy=priceAsc`);
  const placeAfter = await cardIndex(page, id);
  expect(placeAfter).toBeLessThan(12);
  expect(placeAfter).toBeLessThan(placeBefore);
  const prices = await Promise.all(
    Array.from({ length: placeAfter + 1 }, (_, i) => cardPrice(listingCards(page).nth(i))),
  );
  expect(prices.at(-1)).toBe(after);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // The product page has the new price.
  await cardOf(page, id).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('price')).toHaveText(rupees(after));
});

test('stock set to zero in the stock sheet shows Out of stock on the product page', async ({
  page,
  request,
}, testInfo) => {
  onlyAtDesktop(testInfo.project.name);
  const name = `Pebblewick frock ${tag()}`;
  const { id } = await liveFrock(request, name, randomInt(700, 780));

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('stock-label')).not.toHaveText('Out of stock');

  await staffOpens(page, request, '/admin/stock');
  const sheet = [
    'product_id,product,colour,colour_name,size,stock',
    `${id},${name},#F4A7B9,Rose pink,2-3Y,0`,
    `${id},${name},#F4A7B9,Rose pink,3-4Y,0`,
    '',
  ].join('\n');
  await page
    .getByLabel('Stock sheet (CSV)')
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
  const check = page.getByRole('region', { name: 'What the import would change' });
  await expect(check).toBeVisible();
  await page.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(page.getByText('Stock updated. 2 sizes changed in 1 product.')).toBeVisible();

  await becomeShopper(page, null);
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('stock-label')).toHaveText('Out of stock');
});

test('a coupon made in the console takes its discount off at checkout and on the order', async ({
  page,
  request,
}, testInfo) => {
  onlyAtDesktop(testInfo.project.name);
  const code = `ZEBRA${tag().toUpperCase()}${randomInt(10, 99)}`;
  const percent = 10;
  const cap = 500;

  await staffOpens(page, request, '/admin/coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByLabel('Description', { exact: true }).fill(`${percent}% off, up to ₹${cap}`);
  await dialog.getByLabel('Percent off', { exact: true }).fill(String(percent));
  await dialog.getByLabel('Cap (₹)', { exact: true }).fill(String(cap));
  // From a few minutes ago (the form starts new coupons at the next hour), India time.
  const start = new Date(Date.now() + 330 * 60_000 - 5 * 60_000).toISOString().slice(0, 16);
  await dialog.getByLabel('Starts (India time)', { exact: true }).fill(start);
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('Coupon created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(code).first()).toBeVisible();

  const shopper = await apiSignIn(request, newPhone());
  await addToCart(request, shopper, await choiceInStock(request));
  await becomeShopper(page, shopper);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/address/${UUID}$`));
  const checkoutId = page.url().split('/').pop() as string;

  const column = page.getByTestId('checkout-column');
  const total = column.getByTestId('checkout-total');
  await expect(total).toHaveText(/₹/);
  const totalBefore = await amountOf(total);
  const subtotal = await amountOf(column.getByTestId('checkout-subtotal'));
  // The percent of the items total to the nearest rupee, at most the cap.
  const expected = Math.min(Math.floor((Math.round(subtotal * 100) * percent + 5_000) / 10_000), cap);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Coupon applied successfully!')).toBeVisible();
  await expect(column.getByTestId('applied-coupon')).toContainText(code);
  await expect.poll(() => amountOf(column.getByTestId('checkout-coupon-discount'))).toBe(expected);
  await expect.poll(() => amountOf(total)).toBeCloseTo(totalBefore - expected, 2);

  const order = await placeCheckout(request, shopper, checkoutId);
  expect(order.couponCode).toBe(code);
  expect(order.couponDiscount).toBe(expected);
});

test('a slide added on the console’s home page, with its picture, shows on the storefront’s home', async ({
  page,
  request,
}, testInfo) => {
  onlyAtDesktop(testInfo.project.name);
  const title = `Zebrafloss days – Twirl frocks ${tag()}`;
  const ids = await taxonomy(request);

  await staffOpens(page, request, '/admin/home');
  const sliders = page.getByRole('region', { name: 'Product sliders' });
  await sliders.getByRole('button', { name: 'Add a slide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a slide' });
  await dialog
    .getByLabel('Choose a picture: Picture')
    .setInputFiles(await png(1600, 640, '#FFE29A', 'banner.png'));
  await expect(dialog.getByRole('img', { name: 'Picture' })).toBeVisible();
  await dialog.getByLabel('Title (“Headline – smaller line”)').fill(title);
  await dialog.getByLabel('What it opens').selectOption({ label: 'A category' });
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: CATEGORY });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added to the home page.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A visitor's home page (this page never loaded it before, so nothing of it is cached).
  await becomeShopper(page, null);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Collections' });
  await expect(carousel).toBeVisible();
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  // A slide gets its picture when it is shown (or next in line): found by its title, then shown.
  const picture = carousel.locator(`img[alt="${title}"]`);
  await expect(carousel.locator(`[role="img"][aria-label="${title}"], img[alt="${title}"]`)).toHaveCount(1);
  const slides = await carousel.getByRole('button', { name: /^Go to slide/ }).count();
  const place = await carousel
    .locator('[aria-roledescription="slide"]')
    .evaluateAll(
      (all, alt) =>
        all.findIndex((slide) => slide.querySelector(`img[alt="${alt}"], [role="img"][aria-label="${alt}"]`)),
      title,
    );
  expect(place).toBeGreaterThanOrEqual(0);
  await carousel.getByRole('button', { name: `Go to slide ${place + 1}`, exact: true }).click();
  const slide = carousel.getByRole('group', { name: `${place + 1} of ${slides}` });
  await expect(slide).not.toHaveAttribute('aria-hidden', 'true');
  await expect(picture).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // It opens the category it was given.
  await picture.click();
  await expect(page).toHaveURL(new RegExp(`/allproducts\\?category=${ids.categoryId}$`));
  await expect(listingCards(page).first()).toBeVisible();
});
