import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  type ApiSession,
  adminSetOrderStatus,
  apiSignIn,
  expect,
  ownerSession,
  storeSessionInPage,
  test,
} from './fixtures.ts';
import { type Choice, newPhone, placeOrder, readProduct } from './shop-api.ts';

// A parent on a phone (375 px): finds the size for a three-year-old with the size chart's "Which size?",
// filters the listing by that age, asks to be told when a sold-out size is back, hears about it once the
// shop adds stock, and after the delivery writes a review with a photo that shows once staff approve it.

const CHILD_SIZE = '3-4Y';

interface Pick {
  /** The first colour's 3-4Y, in stock. */
  inStock: Choice;
  /** Another size of the same colour, which the journey sells out and restocks. */
  other: string;
}

/** A live product whose first colour has 3-4Y and another size in stock. */
async function productFor3YearOld(request: APIRequestContext): Promise<Pick> {
  const res = await request.get(`/api/user/Products/view?size=${CHILD_SIZE}&limit=24`);
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: { _id: string }[] };
  for (const card of products) {
    const product = await readProduct(request, card._id);
    const first = product.variants[0];
    if (!first) continue;
    const child = first.sizes.find((s) => s.size === CHILD_SIZE && s.stock >= 3);
    const other = first.sizes.find((s) => s.size !== CHILD_SIZE && s.stock > 0);
    if (child && other) {
      return {
        inStock: {
          productId: product._id,
          name: product.name,
          color: first.color,
          colorName: first.colorName,
          size: CHILD_SIZE,
        },
        other: other.size,
      };
    }
  }
  throw new Error(`The demo shop has no product with ${CHILD_SIZE} and another size in its first colour`);
}

/** The owner sets one size's stock through the console's stock sheet. */
async function setStock(request: APIRequestContext, choice: Choice, size: string, stock: number) {
  const { accessToken } = await ownerSession(request);
  const csv = `product_id,product,colour,colour_name,size,stock\n${choice.productId},,${choice.color},,${size},${stock}\n`;
  const res = await request.post('/api/admin/stock/import?dryRun=false', {
    headers: { Authorization: `Bearer ${accessToken}`, 'content-type': 'text/csv' },
    data: csv,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The owner approves the shopper's pending review of the product through the console's API. */
async function approveReview(request: APIRequestContext, productId: string) {
  const { accessToken } = await ownerSession(request);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const list = await request.get('/api/admin/reviews?status=pending', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const { reviews } = (await list.json()) as { reviews: { _id: string; product: { _id: string } }[] };
  const review = reviews.find((r) => r.product._id === productId);
  expect(review, 'the pending review').toBeTruthy();
  const res = await request.post(`/api/admin/reviews/${review?._id}/approve`, { headers });
  expect(res.status(), await res.text()).toBe(200);
}

test('a parent finds the size by age, filters by it, is told when a size is back and reviews with a photo', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile-375', 'the parent journey runs on a phone');
  test.setTimeout(120_000);
  const pick = await productFor3YearOld(request);
  const shopper: ApiSession = await apiSignIn(request, newPhone());
  await storeSessionInPage(page, shopper);

  // Which size? A three-year-old gets 3-4Y, marked in the chart and chosen on the page.
  await page.goto(`/product/${pick.inStock.productId}`);
  await page.getByRole('button', { name: 'Size chart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Size chart' });
  await sheet.getByLabel('Years').selectOption('3');
  await sheet.getByRole('button', { name: 'Find size' }).click();
  await expect(sheet.getByText(`Size ${CHILD_SIZE} fits best`)).toBeVisible();
  await expect(sheet.locator('[aria-current]')).toContainText(CHILD_SIZE);
  await sheet.getByRole('button', { name: `Select ${CHILD_SIZE}` }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: CHILD_SIZE, pressed: true })).toBeVisible();

  // The listing filtered by that age: the count beside the value, and only products in that size.
  await page.goto('/allproducts');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const size = drawer.getByRole('checkbox', { name: new RegExp(`^${CHILD_SIZE}`) });
  // The chip is the box's label: its text is the value and its count.
  await drawer.getByText(new RegExp(`^${CHILD_SIZE} \\(`)).click();
  await expect(size).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`size=${CHILD_SIZE}`));
  await drawer.getByRole('button', { name: /^Show \d+ items?$/ }).click();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(CHILD_SIZE);
  const filtered = (await (
    await request.get(`/api/user/Products/view?size=${CHILD_SIZE}&limit=1`)
  ).json()) as {
    total: number;
  };
  await expect(page.getByText(`${filtered.total} items`, { exact: true })).toBeVisible();

  // A size sold out: not in the size list, but behind "Size not listed?" with Notify me.
  await setStock(request, pick.inStock, pick.other, 0);
  await page.goto(`/product/${pick.inStock.productId}`);
  await expect(page.getByRole('button', { name: pick.other, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Size not listed?' }).click();
  const soldOut = page.getByRole('list', { name: 'Sold-out sizes' });
  await expect(soldOut).toContainText(pick.other);
  await soldOut.getByRole('listitem').filter({ hasText: pick.other }).getByRole('button').click();
  await expect(soldOut.getByRole('listitem').filter({ hasText: pick.other })).toContainText("We'll tell you");

  // The shop adds stock: the parent is told, with a link to the product.
  await setStock(request, pick.inStock, pick.other, 4);
  await page.goto('/notifications');
  const note = page.getByText('Back in stock').first();
  await expect(note).toBeVisible();
  await expect(page.getByText(new RegExp(`${pick.inStock.name}.*${pick.other}`)).first()).toBeVisible();

  // Bought, delivered, reviewed with a photo.
  const { orderId } = await placeOrder(request, shopper, pick.inStock);
  await adminSetOrderStatus(request, orderId, 'Shipped');
  await adminSetOrderStatus(request, orderId, 'Delivered');
  await page.goto(`/singleorder/${orderId}`);
  await page.getByRole('button', { name: /^Write a review/ }).click();
  const form = page.getByRole('dialog');
  await form.locator('label').filter({ hasText: '5 stars' }).click();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const words = `Soft cotton, ${CHILD_SIZE} fits our three-year-old well.`;
  await form.getByLabel('Your review (optional)').fill(words);
  await form.locator('label').filter({ hasText: 'True to size' }).click();
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 244, g: 167, b: 185 } },
  })
    .jpeg()
    .toBuffer();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'kurta.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText("Thanks! Your review will appear once it's checked.")).toBeVisible();

  // Held until approved: not on the product page yet; shown with its photo once staff approve it.
  await page.goto(`/product/${pick.inStock.productId}`);
  const reviews = page.locator('#reviews');
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews).toBeVisible();
  await expect(reviews.getByText(words)).toHaveCount(0);
  await approveReview(request, pick.inStock.productId);
  await page.reload();
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const mine = page.locator('#reviews').getByRole('article').filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Verified buyer')).toBeVisible();
  await expect(mine.getByRole('img').first()).toBeVisible();
});
