import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

// Account journeys at 375 px and 1280 px, on the real server with the default message delivery
// (the outbox), reading one-time codes the way a developer would: GET /api/dev/outbox?to=…

/** A fresh Indian mobile number per run and project, so journeys never meet each other's accounts. */
function newPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The newest code sent to a phone or email (polled: the message is stored as the answer leaves). */
async function latestCode(request: APIRequestContext, to: string, after?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { messages: { code: string | null }[] };
      code = body.messages[0]?.code ?? null;
      return code !== null && code !== after;
    })
    .toBe(true);
  return code as unknown as string;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').first().click();
  await page.keyboard.type(code);
}

/** A shopper registered through the API's sign-up (name, email, phone; the phone confirmed). */
async function apiRegistered(request: APIRequestContext, name: string) {
  const phone = newPhone();
  const email = `${name.toLowerCase()}.${phone}@example.com`;
  const registered = await request.post('/api/user/auth/register', { data: { name, email, phone } });
  expect(registered.status()).toBe(201);
  const otp = await latestCode(request, phone);
  const verified = await request.post('/api/user/auth/register/verify-otp', { data: { phone, otp } });
  expect(verified.status()).toBe(201);
  return { phone, email, registerCode: otp };
}

/** A shopper made through the API (phone sign-in creates the account); returns its referral code. */
async function apiShopper(request: APIRequestContext) {
  const phone = newPhone();
  const sent = await request.post('/api/user/auth/send-otp', { data: { phone } });
  expect(sent.status()).toBe(200);
  const { sessionId } = (await sent.json()) as { sessionId: string };
  const otp = await latestCode(request, phone);
  const verified = await request.post('/api/user/auth/verify-otp', { data: { phone, otp, sessionId } });
  expect(verified.status()).toBe(200);
  const body = (await verified.json()) as { user: { referralCode: string }; accessToken: string };
  return { phone, referralCode: body.user.referralCode, accessToken: body.accessToken };
}

test('register with a referral code, sign in by phone, see 40 coins, edit the profile with a photo, log out', async ({
  page,
  request,
}) => {
  const friend = await apiShopper(request);
  const phone = newPhone();
  const email = `asha.${phone}@example.com`;

  // Sign up.
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('textbox', { name: 'Full name' }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('textbox', { name: /Referral code/ }).fill(friend.referralCode);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('We just sent you an SMS')).toBeVisible();
  const signUpCode = await latestCode(request, phone);
  // The sixth digit sends the code: no Verify press needed.
  await typeCode(page, signUpCode);
  await expect(page).toHaveURL(/\/signin$/);

  // Sign in by phone.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Resend code in 0:\d\d/ })).toBeDisabled();
  await typeCode(page, await latestCode(request, phone, signUpCode));
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBe('Asha Rao');

  // The profile shows the name and the 40 coins of the referral.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Your profile' });
  await expect(card.getByText('Asha Rao')).toBeVisible();
  await expect(card.getByText('40 coins')).toBeVisible();

  // Edit the profile with a photo.
  await page.getByRole('link', { name: /Edit profile/ }).click();
  const editor = page.getByRole('region', { name: 'Account Details' });
  await expect(editor.getByLabel('Name')).toHaveValue('Asha Rao');
  const photo = await sharp({
    create: { width: 300, height: 300, channels: 3, background: { r: 255, g: 180, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  await editor.locator('input[type="file"]').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await editor.getByLabel('Name').fill('Asha R');
  await editor.getByRole('radio', { name: 'Female' }).click();
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  // The stored photo replaces the preview (the editor has the whole screen on a phone, so look anywhere).
  const avatar = page.locator('img[src^="/uploads/profiles/"]').filter({ visible: true }).first();
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/profiles\/[0-9a-f-]+\.webp$/);
  const stored = await request.get((await avatar.getAttribute('src')) as string);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('image/webp');

  // Log out: storage cleared, /signin after a second, and the old token no longer works.
  const token = await page.evaluate(() => localStorage.getItem('accessuserToken'));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('accessuserToken'))).toBeNull();
  const after = await request.get('/api/user/profile/view', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('forgot password: code by email, a new password, then sign in at /login with it', async ({
  page,
  request,
}) => {
  // An account with an email, made through the API's sign-up.
  const { email } = await apiRegistered(request, 'Ravi');

  await page.goto('/forget');
  await page.getByRole('textbox', { name: /Email or phone/ }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully! Please check your email/phone.')).toBeVisible();
  // A full six-digit code is checked as soon as it is in.
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await latestCode(request, email));
  await expect(page.getByText('OTP verified successfully!')).toBeVisible();
  const newPassword = 'sunny-days-42';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Password reset successfully! You can now login with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 5000 });

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);
});

test('an account page sends a signed-out shopper to sign in and back again afterwards', async ({
  page,
  request,
}) => {
  const shopper = await apiRegistered(request, 'Meera');
  await page.goto('/order');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Forder$/);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(shopper.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await typeCode(page, await latestCode(request, shopper.phone, shopper.registerCode));
  await expect(page).toHaveURL(/\/order$/);
});
