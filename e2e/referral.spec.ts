import { apiSignIn, expect, storeSessionInPage, test } from './fixtures.ts';

// Refer & Earn at 375 px and 1280 px: the shopper's code, Copy with its 2-second confirmation, a
// friend's share link filling the sign-up code in, and the referrer told of the reward.

function newPhone(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

test('copy the referral code, a shared link fills it in, and the reward is announced', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = await apiSignIn(request, newPhone());
  await storeSessionInPage(page, me);

  await page.goto('/refer');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeVisible();
  const code = page.getByTestId('referral-code');
  await expect(code).toHaveText(me.referralCode);
  await expect(page.getByText('Your friend gets 40 coins when they sign up with your code.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(me.referralCode);
  // The confirmation lasts 2 seconds.
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });

  // The link a friend receives opens sign-up with the code filled in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/signup?ref=${me.referralCode}`);
  await expect(page.getByLabel(/Referral code/)).toHaveValue(me.referralCode);

  // The friend joins with it; the referrer hears about the reward.
  await apiSignIn(request, newPhone(), me.referralCode);
  await storeSessionInPage(page, me);
  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: /^Referral reward/ })).toBeVisible();
});
