import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiSignIn, expect, storeSessionInPage, test } from './fixtures.ts';

// Checkout at 375 px and 1280 px on the real server and the seeded demo shop: a shopper who joined
// with a friend's referral code (40 coins) adds two items from product pages, checks out from the
// cart, adds an address with the pincode Verify, applies a coupon and the coins, continues to cash on
// delivery and places the order; the stock of what was bought goes down by one each.

interface Variant {
  colorName: string;
  sizes: { size: string; stock: number }[];
}
interface Product {
  _id: string;
  name: string;
  variants: Variant[];
}
interface Choice {
  product: Product;
  colorName: string;
  size: string;
}

function newPhone(): string {
  return `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function readProduct(request: APIRequestContext, id: string): Promise<Product> {
  const res = await request.get(`/api/user/Products/view/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { product: Product }).product;
}

async function stockOf(request: APIRequestContext, choice: Choice): Promise<number> {
  const product = await readProduct(request, choice.product._id);
  const variant = product.variants.find((v) => v.colorName === choice.colorName);
  return variant?.sizes.find((s) => s.size === choice.size)?.stock ?? -1;
}

/**
 * Two products of the listing with a colour and size in stock: the first one with a few left (2 to 5,
 * so the product page counts them: 'Only n left'), the second with stock to spare.
 */
async function twoChoices(request: APIRequestContext): Promise<Choice[]> {
  const listing = (await (await request.get('/api/user/Products/view?limit=48')).json()) as {
    products: { _id: string }[];
  };
  let few: Choice | undefined;
  let plenty: Choice | undefined;
  for (const card of listing.products) {
    const product = await readProduct(request, card._id);
    for (const variant of product.variants) {
      const limited = variant.sizes.find((s) => s.stock >= 2 && s.stock <= 5);
      const spare = variant.sizes.find((s) => s.stock >= 3);
      if (!few && limited) {
        few = { product, colorName: variant.colorName, size: limited.size };
        break;
      }
      if (!plenty && spare) {
        plenty = { product, colorName: variant.colorName, size: spare.size };
        break;
      }
    }
    if (few && plenty) return [few, plenty];
  }
  throw new Error('The demo shop has no two products with the stock this journey needs');
}

/** Opens the product page on this colour and size. */
async function chooseOnProductPage(page: Page, choice: Choice) {
  await page.goto(`/product/${choice.product._id}`);
  await page.getByRole('button', { name: choice.colorName, exact: true }).click();
  const sizeButton = page.getByRole('button', { name: choice.size, exact: true });
  if ((await sizeButton.getAttribute('aria-pressed')) !== 'true') await sizeButton.click();
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
}

async function addFromProductPage(page: Page, choice: Choice) {
  await chooseOnProductPage(page, choice);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Product added to cart successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
}

/** ₹1,234.50 → 1234.5 */
async function rupees(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test('cart → address with pincode Verify → coupon → coins → cash on delivery → Order Complete; stock goes down', async ({
  page,
  request,
}) => {
  // A friend's referral code gives the new shopper 40 coins.
  const friend = await apiSignIn(request, newPhone());
  const shopper = await apiSignIn(request, newPhone(), friend.referralCode);
  await storeSessionInPage(page, shopper);

  const choices = await twoChoices(request);
  const stockBefore = await Promise.all(choices.map((choice) => stockOf(request, choice)));
  const [few] = choices as [Choice, Choice];
  for (const choice of choices) await addFromProductPage(page, choice);
  await chooseOnProductPage(page, few);
  await expect(page.getByTestId('stock-left')).toHaveText(`Only ${stockBefore[0]} left`);

  // The cart's Checkout opens the address step of a new checkout.
  await page.goto('/cart');
  for (const choice of choices) {
    await expect(page.getByLabel(`Quantity of ${choice.product.name}`, { exact: true })).toHaveText('1');
  }
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByText('Checkout successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/address\/[0-9a-f-]{36}$/);
  const checkoutId = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Add an address; Verify fills and locks city and state from the pincode.
  await page.getByRole('button', { name: 'Add New Shipping Address' }).click();
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Phone number', { exact: true }).fill('9876543210');
  await page
    .getByLabel('Address (house no., building, street, area)')
    .fill('2nd Floor, 14 Jyoti Nivas College Road');
  await page.getByLabel('Landmark').fill('Opposite the park');
  await page.getByLabel('Pincode').fill('560095');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Pincode verified successfully!')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Bangalore');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();

  // The summary lists both items; the coupon (typed in lower case) and the coins lower the total.
  const column = page.getByTestId('checkout-column');
  await expect(column.getByTestId('summary-item')).toHaveCount(2);
  const total = column.getByTestId('checkout-total');
  const totalBefore = await rupees(total);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('loom10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Coupon applied successfully!')).toBeVisible();
  await expect(column.getByTestId('applied-coupon')).toContainText('LOOM10');
  const couponDiscount = await rupees(column.getByTestId('checkout-coupon-discount'));
  expect(couponDiscount).toBeGreaterThan(0);
  await expect.poll(() => rupees(total)).toBeCloseTo(totalBefore - couponDiscount, 2);

  await expect(column.getByTestId('coins-balance')).toContainText('You have 40 coins');
  await page.getByRole('button', { name: 'Apply coins' }).click();
  await expect(page.getByText('Points applied successfully!')).toBeVisible();
  await expect(column.getByText(/^40 coins applied/)).toBeVisible();
  const coins = await rupees(column.getByTestId('checkout-coins'));
  expect(coins).toBe(40);
  await expect.poll(() => rupees(total)).toBeCloseTo(totalBefore - couponDiscount - coins, 2);
  const subtotal = await rupees(column.getByTestId('checkout-subtotal'));
  const deliveryText = (await column.getByTestId('checkout-delivery').textContent()) ?? '';
  const delivery = deliveryText.includes('Free') ? 0 : Number(deliveryText.replace(/[^\d.]/g, ''));
  const payable = await rupees(total);
  expect(payable).toBeCloseTo(subtotal - couponDiscount - coins + delivery, 2);

  // The address just saved is the chosen one, with the delivery date for its pincode.
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await expect(column.getByTestId('delivery-promise')).toContainText(/^Delivery by \w{3}, \d{1,2} \w{3}$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/cod/${checkoutId}$`));

  // Cash on delivery: the one option chosen, the address, the same total; Place Order.
  await expect(page.getByRole('heading', { level: 1, name: 'Cash on Delivery' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await expect(page.getByTestId('delivery-address')).toContainText('Bangalore, Karnataka – 560095');
  await expect.poll(() => rupees(page.getByTestId('checkout-total'))).toBe(payable);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();

  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  await expect(page.getByText('Your purchase has been successfully processed.')).toBeVisible();
  // The order number (LL-2026-000123) the shopper sees in My Orders and notifications, not the uuid.
  await expect(page.getByTestId('order-number')).toHaveText(/^[A-Z]{2,4}-\d{4}-\d{6,}$/);
  // The figures to keep: the cash to have ready (the total to pay), the promised day and the items.
  await expect(page.getByTestId('keep-ready')).toHaveText(
    `Keep ₹${Math.ceil(payable).toLocaleString('en-IN')} ready`,
  );
  await expect(page.getByTestId('delivery-promise')).toHaveText(/^Delivery by \w{3}, \d{1,2} \w{3}$/);
  await expect(page.getByTestId('ordered-item')).toHaveCount(2);
  const earned = Math.floor(payable / 100);
  if (earned > 0) await expect(page.getByText(`You earned ${earned} coin`)).toBeVisible();

  // What was bought left the cart and the shelves.
  const stockAfter = await Promise.all(choices.map((choice) => stockOf(request, choice)));
  expect(stockAfter).toEqual(stockBefore.map((stock) => stock - 1));
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cart');
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
  // The product page shows the lower stock.
  await chooseOnProductPage(page, few);
  await expect(page.getByTestId('stock-left')).toHaveText(`Only ${(stockBefore[0] ?? 0) - 1} left`);

  // Back on the payment step, the checkout reads as placed.
  await page.goto(`/cod/${checkoutId}`);
  await expect(page.getByText('This checkout has already been placed as an order.')).toBeVisible();
});

test('Buy Now opens a checkout of that one item and its address step after a moment', async ({
  page,
  request,
}) => {
  const shopper = await apiSignIn(request, newPhone());
  await storeSessionInPage(page, shopper);
  const [choice] = await twoChoices(request);
  if (!choice) throw new Error('no product');

  await chooseOnProductPage(page, choice);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/address\/[0-9a-f-]{36}$/);
  const column = page.getByTestId('checkout-column');
  await expect(column.getByTestId('summary-item')).toHaveCount(1);
  await expect(column.getByTestId('summary-item')).toContainText(choice.product.name);
  await expect(column.getByTestId('summary-item')).toContainText('Qty 1');
});
