import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Wishlist and cart journeys at 375 px and 1280 px on the real server and the seeded demo shop.
// Shoppers sign in through the page with a code read from the outbox.

interface Variant {
  colorName: string;
  sizes: { size: string; stock: number }[];
}
interface Product {
  _id: string;
  name: string;
  variants: Variant[];
}

function newPhone(): string {
  return `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      code = ((await res.json()) as { messages: { code: string | null }[] }).messages[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

async function signIn(page: Page, request: APIRequestContext) {
  const phone = newPhone();
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Digit 1 of 6').first().click();
  await page.keyboard.type(await latestCode(request, phone));
  await expect(page).toHaveURL(/\/$/);
}

/** A colour and size of the product with room to add two more. */
async function roomyChoice(request: APIRequestContext, productId: string) {
  const body = (await (await request.get(`/api/user/Products/view/${productId}`)).json()) as {
    product: Product;
  };
  for (const variant of body.product.variants) {
    const size = variant.sizes.find((s) => s.stock >= 3);
    if (size) return { product: body.product, colorName: variant.colorName, size: size.size };
  }
  return null;
}

test('heart on the home page → wishlist → option popup → cart → stepper → remove → empty cart', async ({
  page,
  request,
}) => {
  await signIn(page, request);

  // Heart the first New Arrivals product that has a colour and size with stock to spare.
  const newArrivals = (await (await request.get('/api/user/home')).json()) as {
    data: { newArrivals: Product[] };
  };
  let choice: Awaited<ReturnType<typeof roomyChoice>> = null;
  for (const candidate of newArrivals.data.newArrivals) {
    choice = await roomyChoice(request, candidate._id);
    if (choice) break;
  }
  expect(choice, 'a new arrival with stock').not.toBeNull();
  const { product, colorName, size } = choice as NonNullable<typeof choice>;

  const section = page.getByRole('region', { name: 'New Arrivals', exact: true });
  const heart = section.getByRole('button', { name: `Add ${product.name} to wishlist` });
  await heart.scrollIntoViewIfNeeded();
  await heart.click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect(section.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The wishlist lists it; its Add to Cart asks for a colour, then a size.
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist (1)');
  await page.getByRole('button', { name: `Add to Cart: ${product.name}` }).click();
  const dialog = page.getByRole('dialog');
  const add = dialog.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(add).toBeDisabled();
  await dialog.getByRole('button', { name: colorName, exact: true }).click();
  await expect(add).toBeDisabled();
  await dialog.getByRole('button', { name: size, exact: true }).click();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText('Product added to cart successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The header's cart shows one item.
  const cartLink = page.getByRole('link', { name: 'Cart, 1 item' }).filter({ visible: true });
  await expect(cartLink).toHaveCount(1);

  // The cart: the stepper raises the quantity and the total follows; remove empties it.
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  const quantity = page.getByLabel(`Quantity of ${product.name}`, { exact: true });
  await expect(quantity).toHaveText('1');
  const decrease = page.getByRole('button', { name: `Decrease quantity of ${product.name}` });
  await expect(decrease).toBeDisabled();
  const summary = page.getByRole('region', { name: /summary/i });
  const totalBefore = await summary.textContent();
  await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(quantity).toHaveText('2');
  await expect(decrease).toBeEnabled();
  await expect(summary).not.toHaveText(totalBefore ?? '');
  await page.getByRole('button', { name: `Remove ${product.name} from cart` }).click();
  await expect(page.getByText('Item removed from cart')).toBeVisible();
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('add from the product page, then the button reads Go to Cart', async ({ page, request }) => {
  await signIn(page, request);
  const listing = (await (await request.get('/api/user/Products/view?limit=12')).json()) as {
    products: Product[];
  };
  let choice: Awaited<ReturnType<typeof roomyChoice>> = null;
  for (const candidate of listing.products) {
    choice = await roomyChoice(request, candidate._id);
    if (choice) break;
  }
  const { product, colorName, size } = choice as NonNullable<typeof choice>;

  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: colorName, exact: true }).click();
  const sizeButton = page.getByRole('button', { name: size, exact: true });
  if ((await sizeButton.getAttribute('aria-pressed')) !== 'true') await sizeButton.click();
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Product added to cart successfully!')).toBeVisible();
  const goToCart = page.getByRole('link', { name: 'Go to Cart' });
  await expect(goToCart).toBeVisible();
  await goToCart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel(`Quantity of ${product.name}`, { exact: true })).toHaveText('1');
});
