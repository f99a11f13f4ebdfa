import { EXPECTED_404_PATH, expect, isMobile, test } from './fixtures.ts';

// The shop shell at 375 px (mobile layout) and 1280 px (desktop layout), against the built app
// on a fresh data folder, seeded with the demo catalogue on first start.

test('home shows the shop with real seeded categories and brands, in the right layout', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Little Loom/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Little Loom');
  await expect(
    page.getByText('Get ready to dress your little ones in fashion-forward outfits'),
  ).toBeVisible();

  const mobile = isMobile(page.viewportSize()?.width);
  const mobileHeader = page.getByTestId('mobile-header');
  const desktopHeader = page.getByTestId('desktop-header');
  const tabBar = page.getByTestId('tab-bar');
  if (mobile) {
    await expect(mobileHeader).toBeVisible();
    await expect(desktopHeader).toBeHidden();
    await expect(tabBar).toBeVisible();
    for (const [name, href] of [
      ['Home', '/'],
      ['Categories', '/category'],
      ['Cart', '/cart'],
      ['Account', '/profile'],
    ] as const) {
      await expect(tabBar.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(mobileHeader.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(mobileHeader.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    // The tab bar sits at the bottom of the screen.
    const box = await tabBar.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(800);
  } else {
    await expect(desktopHeader).toBeVisible();
    await expect(mobileHeader).toBeHidden();
    await expect(tabBar).toBeHidden();
    await expect(desktopHeader.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(desktopHeader.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/category',
    );
    for (const [name, href] of [
      ['Account', '/profile'],
      ['Wishlist', '/wishlist'],
      ['Cart', '/cart'],
    ] as const) {
      await expect(desktopHeader.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  }

  // Seeded categories with their generated pictures, served from /uploads.
  const categories = page.locator('section[aria-labelledby="home-categories"]');
  await expect(categories.getByRole('link', { name: /Girls/ })).toBeVisible();
  const catImage = categories.locator('img').first();
  await expect(catImage).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  await expect.poll(() => catImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const brands = page.locator('section[aria-labelledby="home-brands"]');
  await expect(brands.getByRole('link')).toHaveCount(await brands.getByRole('link').count());
  expect(await brands.getByRole('link').count()).toBeGreaterThanOrEqual(6);

  // No horizontal scrolling at either width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.screenshot({ path: `test-results/home-${page.viewportSize()?.width}.png`, fullPage: true });
});

test('search opens the listing with the search term and a cache-buster', async ({ page }) => {
  await page.goto('/');
  const header = isMobile(page.viewportSize()?.width)
    ? page.getByTestId('mobile-header')
    : page.getByTestId('desktop-header');
  const box = header.getByRole('combobox', { name: 'Search products' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const visited: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
  });
  await box.fill('party frock');
  await box.press('Enter');
  // The search navigates with a cache-buster, which the listing then drops by replacing the entry.
  await expect
    .poll(() =>
      visited.some((u) => u.pathname === '/allproducts' && /^\d+$/.test(u.searchParams.get('_') ?? '')),
    )
    .toBe(true);
  await expect.poll(() => new URL(page.url()).searchParams.has('_')).toBe(false);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/allproducts');
  expect(url.searchParams.get('search')).toBe('party frock');
});

test('footer loads popular categories only when first opened', async ({ page }) => {
  await page.goto('/privacypolicy');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/user/categories/view')) calls++;
  });
  const toggle = page.getByRole('button', { name: 'Popular Categories' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(calls).toBe(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Winter Wear' })).toBeVisible();
  expect(calls).toBe(1);
  await toggle.click();
  await toggle.click();
  expect(calls).toBe(1);
  await footer.getByRole('link', { name: 'Winter Wear' }).click();
  await expect(page).toHaveURL(/\/category\?categoryId=[0-9a-f-]{36}$/);
});

test('every route opens inside the shared layout; unknown pages say so', async ({ page, request }) => {
  const listing = await (await request.get('/api/user/Products/view?limit=1')).json();
  const productPath = `/product/${listing.products[0]._id}`;
  for (const path of ['/wishlist', '/cart', productPath, '/order', '/returnpolicy', '/category']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  }
  const res = await page.goto(EXPECTED_404_PATH);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API never falls back to the storefront', async ({ request }) => {
  const res = await request.get('/api/user/nothing-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ success: false, message: 'Not found' });
  const health = await request.get('/api/health');
  expect((await health.json()).database).toBe('up');
});
