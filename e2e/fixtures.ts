import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** The path the not-found journey opens on purpose. */
export const EXPECTED_404_PATH = '/no-such-page';

/**
 * Every journey fails on a console error or a CSP violation: the shell must load cleanly.
 * (A 404 for a page we navigate to on purpose is not a console error Chromium reports for documents.)
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : loadsWhenLive(page));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // The not-found journey asks for a missing page on purpose; its 404 status is expected.
        if (msg.location().url.endsWith(EXPECTED_404_PATH)) return;
        errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A server-rendered page shows its buttons before its script answers them, as on a shopper's phone:
 * this page's loads (goto, reload) wait until the page is live (`<html data-ready>`,
 * web/ssr/app-tree.tsx), so a journey never taps a button that cannot hear it yet. Files and pages
 * outside the app (no #root: the sitemap, the offline page) are not waited for. The fixture's page
 * has it; pass a page a journey opens itself.
 */
export function loadsWhenLive(page: Page): Page {
  const whenLive = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || 'ready' in document.documentElement.dataset,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await whenLive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await whenLive();
    return response;
  };
  return page;
}

export const isMobile = (width: number | undefined) => (width ?? 0) < 768;

/** The newest one-time code the outbox holds for a phone or email (polled: it is stored as the answer leaves). */
export async function outboxCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      code = ((await res.json()) as { messages: { code: string | null }[] }).messages[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export interface ApiSession {
  userId: string;
  accessToken: string;
  referralCode: string;
}

/**
 * A shopper signed in by phone through the API (the first sign-in creates the account); with a
 * friend's referral code the new account starts with the referral coins.
 */
export async function apiSignIn(
  request: APIRequestContext,
  phone: string,
  referredBy?: string,
): Promise<ApiSession> {
  const sent = await sendCode(request, referredBy ? { phone, referredBy } : { phone });
  const { sessionId } = (await sent.json()) as { sessionId: string };
  const otp = await outboxCode(request, phone);
  const verified = await request.post('/api/user/auth/verify-otp', {
    data: referredBy ? { phone, otp, sessionId, referredBy } : { phone, otp, sessionId },
  });
  expect(verified.status()).toBe(200);
  const body = (await verified.json()) as {
    user: { _id: string; referralCode: string };
    accessToken: string;
  };
  return { userId: body.user._id, accessToken: body.accessToken, referralCode: body.user.referralCode };
}

/**
 * Asks for a sign-in code, waiting out the phone's resend pause when one was sent moments ago (the demo
 * owner is signed in again when a worker restarts after a failed journey).
 */
async function sendCode(request: APIRequestContext, data: { phone: string; referredBy?: string }) {
  for (let attempt = 0; ; attempt++) {
    const sent = await request.post('/api/user/auth/send-otp', { data });
    if (sent.status() !== 429 || attempt === 2) {
      expect(sent.status()).toBe(200);
      return sent;
    }
    const { retryAfter = 30 } = (await sent.json()) as { retryAfter?: number };
    await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000));
  }
}

/** Puts a session in the browser's storage the way the sign-in page does. */
export async function storeSessionInPage(page: Page, session: ApiSession): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([token, id]) => {
      localStorage.setItem('accessuserToken', token as string);
      localStorage.setItem('userId', id as string);
    },
    [session.accessToken, session.userId],
  );
}

/** The demo shop's owner (the seed makes them; README): the console's journeys sign in as them. */
export const DEMO_OWNER_PHONE = '9000000001';

let demoOwner: Promise<ApiSession> | undefined;

/**
 * The demo owner signed in through the API, once for the whole run: a phone may be sent only a few codes
 * in ten minutes, so the journeys share one session (a token works in any request context).
 */
export function ownerSession(request: APIRequestContext): Promise<ApiSession> {
  demoOwner ??= apiSignIn(request, DEMO_OWNER_PHONE).catch((error: unknown) => {
    demoOwner = undefined;
    throw error;
  });
  return demoOwner;
}

/**
 * The shop moves an order (named by its id or its order number) to another status through the
 * console's API, as the demo owner. Shipped carries a courier and tracking number, as the console asks.
 */
export async function adminSetOrderStatus(
  request: APIRequestContext,
  orderId: string,
  status: string,
  note?: string,
): Promise<void> {
  const { accessToken } = await ownerSession(request);
  const res = await request.patch(`/api/admin/orders/${orderId}/status`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      status,
      ...(note ? { note } : {}),
      ...(status === 'Shipped' ? { courier: 'Delhivery', trackingNumber: 'DL123456789IN' } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export interface Staff {
  phone: string;
}

/** The demo owner (README) makes a new staff member through the console's API, on a fresh phone. */
export async function newStaff(
  request: APIRequestContext,
  role: 'owner' | 'manager' | 'support',
): Promise<Staff> {
  const { accessToken } = await ownerSession(request);
  const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const res = await request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { phone, role },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { phone };
}

/** Signs in on the storefront's sign-in page with the phone's code, as a staff member does. */
export async function signInWithCode(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await outboxCode(request, phone);
  await page.getByLabel('Digit 1 of 6').first().click();
  await page.keyboard.type(code);
}
