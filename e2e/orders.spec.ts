import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiSession,
  adminSetOrderStatus,
  apiSignIn,
  expect,
  storeSessionInPage,
  test,
} from './fixtures.ts';
import { choiceInStock, newPhone, placeOrder, stockOf } from './shop-api.ts';

// My Orders and the order page at 375 px and 1280 px on the real server: an order placed through the
// API is cancelled from its card (the stock of the size comes back and a notification says so), and
// an order the shop delivered is returned from its page (then reads 'Return Requested', no action).

async function signedInShopper(page: Page, request: APIRequestContext): Promise<ApiSession> {
  const shopper = await apiSignIn(request, newPhone());
  await storeSessionInPage(page, shopper);
  return shopper;
}

test('an order placed is listed as Processing, cancelled with a reason; the stock comes back and a notification says so', async ({
  page,
  request,
}) => {
  const shopper = await signedInShopper(page, request);
  const choice = await choiceInStock(request);
  const stockBefore = await stockOf(request, choice);
  const { orderId, orderNumber } = await placeOrder(request, shopper, choice);
  expect(await stockOf(request, choice)).toBe(stockBefore - 1);

  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: /My Orders/ })).toBeVisible();
  const card = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(card.getByTestId('order-status')).toHaveText('Processing');
  await expect(card.getByTestId('order-line')).toContainText(choice.name);
  await expect(card.getByTestId('order-line')).toContainText(`Size ${choice.size}`);
  await expect(card.getByRole('link', { name: `View Order #${orderNumber}` })).toHaveAttribute(
    'href',
    `/singleorder/${orderId}`,
  );

  await card.getByRole('button', { name: `Cancel Order #${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog.getByText('Please provide a reason for cancellation')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Ordered by mistake' }).click();
  await dialog.getByRole('textbox', { name: 'Tell us more (optional)' }).fill('Picked the wrong size');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();

  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(card.getByRole('button', { name: /Cancel Order/ })).toHaveCount(0);
  await expect.poll(() => stockOf(request, choice)).toBe(stockBefore);

  // The order page tells why.
  await card.getByRole('link', { name: `View Order #${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/singleorder/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.getByTestId('timeline-entry')).toHaveCount(2);
  await expect(timeline).toContainText('Order Placed');
  await expect(timeline).toContainText('Cancelled');
  await expect(timeline).toContainText('Reason: Ordered by mistake');
  await expect(page.getByTestId('payment-method')).toHaveText('Cash on Delivery');

  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: /^Order cancelled/ })).toContainText(
    `Your order #${orderNumber} has been cancelled.`,
  );
});

test("an order the shop delivered is returned with a reason, then reads 'Return Requested' with no action", async ({
  page,
  request,
}) => {
  const shopper = await signedInShopper(page, request);
  const { orderId, orderNumber } = await placeOrder(request, shopper, await choiceInStock(request));
  // The shop names the order by the number it told the shopper.
  await adminSetOrderStatus(request, orderNumber, 'Delivered');

  await page.goto(`/singleorder/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await expect(page.getByTestId('order-timeline')).toContainText('Delivered');
  await expect(page.getByRole('button', { name: /Cancel Order/ })).toHaveCount(0);

  await page.getByRole('button', { name: `Return order #${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Return this order' });
  await expect(dialog).toContainText('original packaging');
  await dialog.getByRole('button', { name: 'Request Return' }).click();
  await expect(dialog.getByText('Please select a reason for return')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Item damaged' }).click();
  await dialog.getByRole('textbox', { name: 'Tell us more (optional)' }).fill('The seam is torn');
  await dialog.getByRole('button', { name: 'Request Return' }).click();

  await expect(page.getByText('Your return request has been received.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Return Requested');
  await expect(page.getByTestId('return-requested')).toHaveText('Return Requested');
  await expect(page.getByRole('button', { name: /Return order/ })).toHaveCount(0);
  await expect(page.getByTestId('order-timeline')).toContainText('Reason: Item damaged');

  // My Orders says the same, with no action on the card.
  await page.goto('/order');
  const card = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(card.getByTestId('return-requested')).toHaveText('Return Requested');
  await expect(card.getByRole('button')).toHaveCount(0);
});
