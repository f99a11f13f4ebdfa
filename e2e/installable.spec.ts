import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { apiSignIn, expect, isMobile, test } from './fixtures.ts';

// The installable shop in a real Chromium against the built app: the manifest, the service worker,
// the offline page with the network cut, pictures kept for offline, /api/ answers never from a cache,
// and the install banner.

// The other journeys block the service worker (playwright.config.ts); here it is what is tested.
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's header (its IHDR chunk), after checking the PNG signature. */
function pngSize(bytes: Buffer): string {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(0, 8).equals(signature), 'a PNG file').toBe(true);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active and controls the page (it claims the first visit). */
async function controlledByWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    }
    return `${worker?.state} ${worker?.scriptURL}`;
  });
}

/** A shop picture the page has shown (under /uploads/, loaded: some of a carousel's wait for their turn). */
async function aShownPicture(page: Page): Promise<string> {
  const shown = await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('main img[src^="/uploads/"]')]
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => new URL(img.currentSrc).pathname)[0],
    undefined,
    { timeout: 30_000 },
  );
  return (await shown.jsonValue()) as string;
}

/** Loads a picture as the page would (<img>), resolving with its width, or 0 if it did not load. */
const loadPicture = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(0);
        img.src = url;
      }),
    src,
  );

test('the manifest is linked, carries the shop’s name and icons that are PNGs of their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href as string);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: ManifestIcon[];
  };
  expect(manifest.name).toBe('Little Loom');
  expect(manifest.short_name).toBe('Little Loom');
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color.toLowerCase()).toBe(
    (await page.locator('meta[name="theme-color"]').getAttribute('content'))?.toLowerCase(),
  );
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
});

test('the service worker registers, activates and is served fresh', async ({ page, request }) => {
  await page.goto('/');
  expect(await controlledByWorker(page)).toMatch(/^activated http:\/\/127\.0\.0\.1:\d+\/sw\.js$/);
  const script = await request.get('/sw.js');
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
});

/** Network failures are expected once the network is cut; anything else still fails the journey. */
const offlineTest = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        const text = msg.text();
        if (msg.type() !== 'error' || /ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
offlineTest.use({ serviceWorkers: 'allow' });

async function cutNetwork(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

offlineTest(
  'with the network cut: the offline page for pages, kept pictures still show, /api/ is never answered from a cache',
  async ({ page, context, request }) => {
    // Many steps, each a full page load: room for a busy machine.
    offlineTest.slow();
    const shopper = await apiSignIn(request, '9876543219');
    await page.goto('/');
    await controlledByWorker(page);
    // A visit while the worker is in charge: its pictures are kept.
    await page.goto('/');
    const picture = await aShownPicture(page);
    await expect.poll(() => page.evaluate((url) => caches.match(url).then(Boolean), picture)).toBe(true);
    const cartUrl = `/api/user/cart/view/${shopper.userId}`;
    const auth = { authorization: `Bearer ${shopper.accessToken}` };
    const online = await page.evaluate(
      ([url, headers]) =>
        fetch(url as string, { headers: headers as Record<string, string> }).then((r) => r.status),
      [cartUrl, auth] as const,
    );
    expect(online).toBe(200);

    await cutNetwork(context, page);

    // A page that needs the network: the offline page, with the shop's name and a way to try again.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText('Little Loom')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);

    // A picture seen before loads from the worker's cache; the cart's answer does not come from any cache.
    expect(await loadPicture(page, picture)).toBeGreaterThan(0);
    const offline = await page.evaluate(
      ([url, headers]) =>
        fetch(url as string, { headers: headers as Record<string, string> }).then(
          (r) => `answered ${r.status}`,
          () => 'no answer',
        ),
      [cartUrl, auth] as const,
    );
    expect(offline).toBe('no answer');
    const keptUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
      }
      return urls;
    });
    expect(keptUrls).toContain(picture);
    expect(keptUrls).toContain('/offline.html');
    expect(keptUrls.filter((url) => url.startsWith('/api/'))).toEqual([]);
    expect(keptUrls.filter((url) => url.endsWith('index.html') || url === '/')).toEqual([]);

    // In Hindi for a shopper who chose it.
    await context.addCookies([{ name: 'll_lang', value: 'hi', url: new URL('/', page.url()).href }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();

    // Try again while still offline: a new load, and the offline page again.
    await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
    await page.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
    // The reload may destroy the page mid-question: that is "not yet", asked again.
    await expect.poll(() => page.evaluate(() => 'beforeRetry' in window).catch(() => true)).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();

    // Back online, the page reloads by itself and brings the page asked for.
    await context.clearCookies({ name: 'll_lang' });
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeHidden();
    await expect(page.locator('main#main')).toBeVisible();
    // The cart, which sends this signed-out page to sign in and back.
    await expect(page).toHaveURL(/\/(cart|signin\?redirect=%2Fcart)$/);
  },
);

test('the install banner shows from the second visit, above the phone tab bar, and Not now ends it', async ({
  page,
}) => {
  await page.goto('/');
  // The first visit has been counted; the next session is the second visit.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ll_visits'))).toBe('2');
  // Chromium fires beforeinstallprompt only for an installable site on its own schedule; the page's
  // handling of it is what is under test here.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  const banner = page.getByRole('complementary', { name: 'Add Little Loom to your home screen' });
  await expect(banner).toBeVisible();
  if (isMobile(page.viewportSize()?.width)) {
    const bannerBox = await banner.boundingBox();
    const tabsBox = await page.getByTestId('tab-bar').boundingBox();
    expect(bannerBox && tabsBox && bannerBox.y + bannerBox.height).toBeLessThanOrEqual(tabsBox?.y ?? 0);
  }
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toBeHidden();
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.evaluate(() => {
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
  });
  await expect(page.getByTestId('install-prompt')).toBeHidden();
});
