import { apiSignIn, expect, storeSessionInPage, test } from './fixtures.ts';

// Applying to sell at 375 px and 1280 px on the real server: the three steps with Next held back
// until the shown step is valid, a PNG logo and a PDF license made in the test, the submission
// toasts, and the page then showing the application under review (also after a reload).

function newPhone(): string {
  return `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** A valid 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

test('apply to sell in three steps, then see the application under review', async ({ page, request }) => {
  const shopper = await apiSignIn(request, newPhone());
  await storeSessionInPage(page, shopper);
  await page.goto('/become-seller');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Application progress' });

  // Step 1: Next stays on the step until every shown field is valid.
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await page.getByLabel('Owner Name').fill('Meera Iyer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Pincode is required')).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  await page.getByLabel('Email Address').fill('meera@example.in');
  await page.getByLabel('Password').fill('loom');
  await page.getByLabel('Phone Number').fill('9876501234');
  await page.getByLabel('Address', { exact: true }).fill('14 Temple Street, Mylapore');
  await page.getByLabel('City').fill('Chennai');
  await page.getByLabel('State').selectOption('Tamil Nadu');
  await page.getByLabel('Pincode').fill('600004');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Password').fill('loom-seller-1');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2, and Previous back without checks.
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Owner Name')).toHaveValue('Meera Iyer');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Business Name').fill('Little Threads');
  await page.getByLabel('Store Type').fill("Kids' clothing boutique");
  await page.getByLabel('Business Location').fill('Mylapore, Chennai');
  await page.getByLabel(/Business Description/).fill('Hand-block printed cotton frocks.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: bank details and the documents.
  await expect(page.getByRole('heading', { name: 'Financial & Documents' })).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByLabel('Bank Name').fill('State Bank of India');
  await page.getByLabel('Account Number').fill('30123456789');
  await page.getByLabel('Account Holder Name').fill('Meera Iyer');
  await page.getByLabel('IFSC Code').fill('sbin0001234');
  await expect(page.getByLabel('IFSC Code')).toHaveValue('SBIN0001234');
  await page
    .getByLabel('Store Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'logo.png' })).toBeVisible();
  await page
    .getByLabel('Business License')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('licence.pdf')).toBeVisible();
  await page.getByLabel('Store Images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG_1X1 },
    { name: 'inside.png', mimeType: 'image/png', buffer: PNG_1X1 },
  ]);
  await expect(page.getByText('Selected Images (2):')).toBeVisible();
  await page.getByRole('button', { name: 'Remove inside.png' }).click();
  await expect(page.getByText('Selected Images (1):')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
  await expect(page.getByText('Little Threads')).toBeVisible();

  // The server keeps it: a reload shows the status, and a second application is refused.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  const latest = await request.get('/api/user/seller/application', {
    headers: { authorization: `Bearer ${shopper.accessToken}` },
  });
  expect(((await latest.json()) as { application: { status: string } }).application.status).toBe('pending');
});
