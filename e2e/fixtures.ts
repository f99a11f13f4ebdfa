import { test as base, expect } from '@playwright/test';

/** The path the not-found journey opens on purpose. */
export const EXPECTED_404_PATH = '/no-such-page';

/**
 * Every journey fails on a console error or a CSP violation: the shell must load cleanly.
 * (A 404 for a page we navigate to on purpose is not a console error Chromium reports for documents.)
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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

export const isMobile = (width: number | undefined) => (width ?? 0) < 768;
