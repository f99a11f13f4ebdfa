import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  type ApiSession,
  apiSignIn,
  expect,
  isMobile,
  loadsWhenLive,
  newStaff,
  ownerSession,
  signInWithCode,
  storeSessionInPage,
  test,
} from './fixtures.ts';
import { choiceInStock, placeOrder } from './shop-api.ts';

// The console at 1280 px and 768 px on the real server: an owner signs in at /admin, finds a new order
// by its number, ships it with a tracking number the shopper then sees, delivers it and records the
// cash; the shopper asks for a return and support accepts it with a UPI refund; the dashboard's figures
// move; the invoice PDF's totals match the order; a seller application is approved.

/** A fresh phone per journey and project, for staff and shoppers that must not meet. */
function newPhone(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Opens a console section from the sidebar, or from the menu at tablet width. */
async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /menu/i });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: /console/i })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
}

async function dashboardToday(request: APIRequestContext) {
  const { accessToken } = await ownerSession(request);
  const res = await request.get('/api/admin/dashboard?range=today', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { orders: number; revenue: number; returnRate: number };
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

test('an order from the desk to the doorstep, its cash, its return and refund', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(isMobile(testInfo.project.use.viewport?.width), 'the console runs at tablet and desktop widths');
  const owner = await newStaff(request, 'owner');
  const support = await newStaff(request, 'support');
  const shopper: ApiSession = await apiSignIn(request, newPhone());
  const before = await dashboardToday(request);
  const { orderId, orderNumber } = await placeOrder(request, shopper, await choiceInStock(request));

  // The owner opens /admin, is sent to sign in, and comes back to the console.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await signInWithCode(page, request, owner.phone);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The shopper quotes the order number: the desk's search opens it.
  await openSection(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();

  // Shipped asks for the courier and the tracking number.
  await page.getByRole('button', { name: 'Move to Shipped' }).click();
  const ship = page.getByRole('dialog', { name: 'Move to Shipped' });
  await ship.getByRole('button', { name: 'Move to Shipped' }).click();
  await expect(ship.getByText('Enter the courier.')).toBeVisible();
  await ship.getByLabel('Courier').fill('Delhivery');
  await ship.getByLabel('Tracking number').fill('DL1234567890IN');
  await ship.getByRole('button', { name: 'Move to Shipped' }).click();
  await expect(ship).toBeHidden();
  await expect(page.getByText('The order status has been updated.')).toBeVisible();
  await expect(page.getByText('DL1234567890IN').first()).toBeVisible();

  // The shopper sees the courier and tracking number, and may download the invoice.
  const shopperPage = loadsWhenLive(await browser.newPage({ viewport: page.viewportSize() ?? undefined }));
  await storeSessionInPage(shopperPage, shopper);
  await shopperPage.goto(`/singleorder/${orderId}`);
  await expect(shopperPage.getByText('Shipped with Delhivery · Tracking DL1234567890IN')).toBeVisible();
  await expect(shopperPage.getByRole('button', { name: 'Download invoice' })).toBeVisible();

  // The invoice PDF's total is what the shopper pays.
  const { accessToken } = await ownerSession(request);
  const order = (await (
    await request.get(`/api/user/order/view/${orderId}`, {
      headers: { Authorization: `Bearer ${shopper.accessToken}` },
    })
  ).json()) as { order: { finalPayableAmount: number; products: { productId: { name: string } }[] } };
  const pdf = await request.get(`/api/admin/orders/${orderNumber}/invoice`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
    mergePages: true,
  });
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(orderNumber);
  expect(text).toContain(order.order.products[0]?.productId.name ?? '(no line)');
  expect(text).toContain(rupees(order.order.finalPayableAmount));

  // Delivered, then the cash the courier collected.
  await page.getByRole('button', { name: 'Move to Delivered' }).click();
  const deliver = page.getByRole('dialog', { name: 'Move to Delivered' });
  await deliver.getByRole('button', { name: 'Move to Delivered' }).click();
  await expect(deliver).toBeHidden();
  await page.getByRole('button', { name: 'Cash collected' }).click();
  const cash = page.getByRole('dialog', { name: 'Cash collected' });
  await expect(cash.getByLabel('Amount (₹)')).toHaveValue(String(order.order.finalPayableAmount));
  await cash.getByRole('button', { name: 'Record cash' }).click();
  await expect(page.getByText('Cash collection recorded.')).toBeVisible();

  // The shopper asks to return it from their order page.
  await shopperPage.reload();
  await shopperPage.getByRole('button', { name: `Return order #${orderNumber}` }).click();
  const returnDialog = shopperPage.getByRole('dialog', { name: 'Return this order' });
  await returnDialog.getByRole('radio', { name: 'Item damaged' }).click();
  await returnDialog.getByRole('button', { name: 'Request Return' }).click();
  await expect(shopperPage.getByText('Your return request has been received.')).toBeVisible();

  // Support signs in and accepts the return with a UPI refund.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin/returns');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await signInWithCode(page, request, support.phone);
  await expect(page).toHaveURL(/\/admin\/returns/);
  await page.getByRole('button', { name: `Accept return ${orderNumber}` }).click();
  const accept = page.getByRole('dialog', { name: 'Accept the return' });
  await accept.getByRole('button', { name: /accept/i }).click();
  await expect(page.getByText('Return accepted.')).toBeVisible();
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await page.getByRole('button', { name: `Record refund ${orderNumber}` }).click();
  const refund = page.getByRole('dialog', { name: 'Record the refund' });
  await refund.getByRole('radio', { name: 'UPI' }).check();
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund.getByText('Enter the transfer reference (UTR) or UPI reference.')).toBeVisible();
  await refund.getByLabel('Reference (UTR or UPI)').fill('UPI-4411-2290');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refund recorded.')).toBeVisible();

  // The shopper's order reads Returned; the dashboard counted the order and its return.
  await shopperPage.reload();
  await expect(shopperPage.getByTestId('order-status')).toHaveText('Returned');
  await shopperPage.close();
  const after = await dashboardToday(request);
  expect(after.orders).toBe(before.orders + 1);
  expect(after.returnRate).toBeGreaterThan(0);
  await openSection(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const ordersFigure = page.locator('dt', { hasText: /^Orders$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(ordersFigure).toHaveText(after.orders.toLocaleString('en-IN'));
});

/** A valid 1×1 PNG and a tiny PDF, as the seller form takes them. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

test('a manager approves a seller application; the applicant becomes a seller and is told', async ({
  page,
  request,
}, testInfo) => {
  test.skip(isMobile(testInfo.project.use.viewport?.width), 'the console runs at tablet and desktop widths');
  const manager = await newStaff(request, 'manager');
  const applicant = await apiSignIn(request, newPhone());
  const businessName = `Little Threads ${Date.now() % 100000}`;
  const submitted = await request.post('/api/user/profile/register', {
    headers: { Authorization: `Bearer ${applicant.accessToken}` },
    multipart: {
      ownername: 'Meera Iyer',
      email: `meera.${Date.now()}@example.in`,
      password: 'loom-seller-1',
      number: '9876501234',
      address: '14 Temple Street, Mylapore',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600004',
      businessname: businessName,
      storetype: "Kids' clothing boutique",
      businesslocation: 'Mylapore, Chennai',
      description: 'Hand-block printed cotton frocks.',
      bankDetails: JSON.stringify({
        bankName: 'State Bank of India',
        accountNumber: '30123456789',
        accountHolderName: 'Meera Iyer',
        ifscCode: 'SBIN0001234',
      }),
      storelogo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 },
      license: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await page.goto('/admin/sellers');
  await signInWithCode(page, request, manager.phone);
  await expect(page).toHaveURL(/\/admin\/sellers/);
  await page.getByRole('link', { name: new RegExp(businessName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(businessName) })).toBeVisible();

  // The licence opens through a short-lived link, never from the public uploads.
  const link = page.getByRole('link', { name: /licen[cs]e/i }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/admin\/seller-documents\//);
  const file = await request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');

  await page.getByRole('button', { name: /^Approve/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(page.getByText('Application approved: the account is now a seller.')).toBeVisible();

  const notes = await request.get('/api/user/notification/view', {
    headers: { Authorization: `Bearer ${applicant.accessToken}` },
  });
  expect(JSON.stringify(await notes.json())).toContain('Seller application approved');
});
