import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, expect, outboxCode, storeSessionInPage, test } from './fixtures.ts';

// No dead ends (docs/decisions/020): what cannot be ordered is said where the shopper first meets it,
// never at Place Order — a product not payable by cash, a sold-out product, an address whose cash
// limit this order passes — and a signed-out press of Add to Cart is finished after signing in.
// The journeys' server runs with REMOTE_COD_LIMIT=1000 (playwright.config.ts), so an ordinary order
// passes the remote limit.

interface Size {
  size: string;
  stock: number;
}
interface Variant {
  colorName: string;
  price: number;
  sizes: Size[];
}
interface Card {
  _id: string;
  name: string;
  CODAvailable: boolean;
  variants: Variant[];
}

const newPhone = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Every demo product's card, read through the listing's pages. */
async function allCards(request: APIRequestContext): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await request.get(`/api/user/Products/view?page=${page}&limit=48`);
    const body = (await res.json()) as { products: Card[] };
    cards.push(...body.products);
    if (body.products.length < 48) break;
  }
  return cards;
}

const inStock = (card: Card) => card.variants.some((v) => v.sizes.some((s) => s.stock > 0));

async function findCard(request: APIRequestContext, fits: (card: Card) => boolean): Promise<Card> {
  const card = (await allCards(request)).find(fits);
  if (!card) throw new Error('the demo shop has no product this journey needs');
  return card;
}

async function choose(page: Page, colorName: string, size: string) {
  await page.getByRole('button', { name: colorName, exact: true }).click();
  const sizeButton = page.getByRole('button', { name: size, exact: true });
  if ((await sizeButton.getAttribute('aria-pressed')) !== 'true') await sizeButton.click();
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
}

test('a product that cannot be paid in cash says so on its page: no button adds it', async ({
  page,
  request,
}) => {
  const card = await findCard(request, (c) => !c.CODAvailable && inStock(c));
  await page.goto(`/product/${card._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
  await expect(page.getByTestId('purchase-reason')).toHaveText(
    'Cash on delivery is not available for this item, so it cannot be ordered yet.',
  );
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(page.getByText('Not available for cash on delivery').first()).toBeVisible();
});

test('a sold-out product is marked, its buttons say why, and a shopper can ask to be told', async ({
  page,
  request,
}) => {
  const card = await findCard(request, (c) => !inStock(c) && c.CODAvailable);
  await storeSessionInPage(page, await apiSignIn(request, newPhone()));
  await page.goto(`/product/${card._id}`);
  await expect(page.getByTestId('purchase-reason')).toHaveText('Sold out in every colour and size.');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await page.getByRole('button', { name: 'Notify me', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: "We'll tell you when it's back." })).toBeVisible();
  // Still so after a reload: the wait is the server's.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "We'll tell you when it's back." })).toBeVisible();
});

test('a remote pincode: the same cash limit on Check Delivery, the address Verify and the address list', async ({
  page,
  request,
}) => {
  // A product dearer than the journeys' remote cash limit of ₹1,000.
  const card = await findCard(
    request,
    (c) => c.CODAvailable && c.variants.some((v) => v.price > 1000 && v.sizes.some((s) => s.stock > 0)),
  );
  const variant = card.variants.find((v) => v.price > 1000 && v.sizes.some((s) => s.stock > 0))!;
  const size = variant.sizes.find((s) => s.stock > 0)!.size;
  await storeSessionInPage(page, await apiSignIn(request, newPhone()));
  await page.goto(`/product/${card._id}`);

  const box = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Check Delivery' }) });
  await box.getByLabel('Pincode').fill('781001');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box.getByText(/^Delivery by /)).toBeVisible();
  await expect(box.getByTestId('cod-answer')).toHaveText('Cash on delivery up to ₹1,000 an order');

  await choose(page, variant.colorName, size);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/address\/[0-9a-f-]{36}$/);

  // A Guwahati address: Verify says what cash it takes; saved, it is marked and cannot be chosen.
  await page.getByRole('button', { name: 'Add New Shipping Address' }).click();
  await page.getByLabel('Full name').fill('Bina Das');
  await page.getByLabel('Phone number', { exact: true }).fill('9876501234');
  await page.getByLabel('Address (house no., building, street, area)').fill('House 4, Zoo Road');
  await page.getByLabel('Landmark').fill('Near the tiniali');
  await page.getByLabel('Pincode').fill('781001');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('pincode-service')).toHaveText('Cash on delivery up to ₹1,000 an order');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Assam');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();

  const choice = page.getByTestId('address-choice').filter({ hasText: 'Bina Das' });
  await expect(choice).toHaveAttribute('data-refused', 'true');
  await expect(choice).toContainText(
    /Cash on delivery to this pincode is limited to ₹1,000 an order\. This order is ₹[\d,]+\./,
  );
  await expect(choice.getByRole('radio')).toBeDisabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select an address!')).toBeVisible();
  await expect(page).toHaveURL(/\/address\//);
});

test('a signed-out Add to Cart is finished after signing in, with the colour and size kept', async ({
  page,
  request,
}) => {
  const card = await findCard(
    request,
    (c) => c.CODAvailable && c.variants.some((v) => v.sizes.filter((s) => s.stock > 0).length >= 2),
  );
  // Not the first size (which the page chooses by itself): the one kept must be the shopper's.
  const variant = card.variants.find((v) => v.sizes.filter((s) => s.stock > 0).length >= 2)!;
  const size = variant.sizes.filter((s) => s.stock > 0)[1]!.size;
  await page.goto(`/product/${card._id}`);
  await choose(page, variant.colorName, size);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Please log in to add items to your cart')).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?redirect=/);

  const phone = newPhone();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Digit 1 of 6').first().click();
  await page.keyboard.type(await outboxCode(request, phone));

  await expect(page).toHaveURL(new RegExp(`/product/${card._id}$`));
  await expect(page.getByText('Product added to cart successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: size, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Go to Cart' }).click();
  await expect(page.getByText(card.name).first()).toBeVisible();
  await expect(page.getByText(`Size: ${size}`).first()).toBeVisible();
});
