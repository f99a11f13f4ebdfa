import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Saved addresses at 375 px and 1280 px on the real server: add one with the pincode Verify (the
// shop's own lookup fills and locks city and state), choose it, then edit and delete it.

function newPhone(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function signIn(page: Page, request: APIRequestContext) {
  const phone = newPhone();
  const sent = await request.post('/api/user/auth/send-otp', { data: { phone } });
  const { sessionId } = (await sent.json()) as { sessionId: string };
  let otp = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${phone}`);
      otp = ((await res.json()) as { messages: { code: string }[] }).messages[0]?.code ?? '';
      return otp;
    })
    .not.toBe('');
  const verified = await request.post('/api/user/auth/verify-otp', { data: { phone, otp, sessionId } });
  const { user, accessToken } = (await verified.json()) as { user: { _id: string }; accessToken: string };
  await page.goto('/');
  await page.evaluate(
    ([token, id]) => {
      localStorage.setItem('accessuserToken', token as string);
      localStorage.setItem('userId', id as string);
    },
    [accessToken, user._id],
  );
}

test('add an address with pincode Verify, choose it, edit it and delete it', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/addressdetails');
  await expect(page.getByText('No addresses found. Please add a shipping address.')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Shipping Address' }).click();

  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Phone number', { exact: true }).fill('9876543210');
  await page
    .getByLabel('Address (house no., building, street, area)')
    .fill('2nd Floor, 14 Jyoti Nivas College Road');
  await page.getByLabel('Landmark').fill('Opposite the park');
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel('Pincode').fill('560095');
  await expect(verify).toHaveAttribute('aria-disabled', 'false');
  await verify.click();
  await expect(page.getByText('Pincode verified successfully!')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Bangalore');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
  await expect(page.getByText('Auto-populated from pincode verification').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();

  // The saved address is listed and can be chosen for delivery (kept in storage for the checkout).
  const choice = page.getByRole('radio', { name: /Asha Rao/ });
  await choice.click();
  await expect(choice).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('selectedAddressId'))).toMatch(/^[0-9a-f-]{36}$/);

  // Manage: the edit dialog needs the alternate number, then saves; delete asks first.
  await page.goto('/manage-address');
  await page.getByRole('button', { name: 'Edit address of Asha Rao' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Asha R');
  await dialog.getByRole('button', { name: 'Update Address' }).click();
  await expect(dialog.getByText('Please fill in all required fields.').first()).toBeVisible();
  await dialog.getByLabel('Alternate phone number').fill('9876543211');
  await dialog.getByRole('button', { name: 'Update Address' }).click();
  await expect(page.getByText('Address updated successfully!')).toBeVisible();
  await expect(page.getByText('Asha R', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete address of Asha R' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted successfully!')).toBeVisible();
  await expect(page.getByText('No addresses found. Please add a shipping address.')).toBeVisible();
});
