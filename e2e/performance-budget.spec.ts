import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures.ts';

// The performance budget (web/performance-budget.json), measured in real Chromium on a first visit with
// an empty cache: the JavaScript the first route loads (bytes as sent, compressed) and the requests
// started before the first paint. A change that makes the first screen heavier fails here; the
// Lighthouse comparison itself is `npm run bench:web` (docs/bench.md).

const budget = JSON.parse(
  readFileSync(new URL('../web/performance-budget.json', import.meta.url), 'utf8'),
) as {
  firstRouteJsKb: Record<'home' | 'listing' | 'product', number>;
  requestsBeforeFirstPaint: number;
};

interface FirstVisit {
  jsKb: number;
  scripts: string[];
  requestsBeforePaint: string[];
}

/** Loads `path` in a fresh context and reads the page's own resource timings once the network is quiet. */
async function firstVisit(page: Page, path: string): Promise<FirstVisit> {
  await page.goto(path, { waitUntil: 'networkidle' });
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const paint =
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const scripts = resources.filter((r) => /\.m?js(\?|$)/.test(new URL(r.name).pathname));
    const bytes = scripts.reduce((sum, r) => sum + r.encodedBodySize, 0);
    return {
      jsKb: Math.round((bytes / 1024) * 10) / 10,
      scripts: scripts.map((r) => `${new URL(r.name).pathname} ${(r.encodedBodySize / 1024).toFixed(1)} KB`),
      // The page itself is a request too.
      requestsBeforePaint: [
        location.pathname,
        ...resources.filter((r) => r.startTime < paint).map((r) => r.name),
      ],
    };
  });
}

test.describe('performance budget', () => {
  test.beforeEach(({ page }) => {
    test.skip(!isMobile(page.viewportSize()?.width), 'measured once, at phone width');
  });

  test('home, a listing and a product page stay within the budget', async ({ page, request }) => {
    const answer = (await (await request.get('/api/user/Products/view?limit=1')).json()) as {
      products: { _id: string }[];
    };
    const productId = answer.products[0]?._id;
    expect(productId).toBeTruthy();
    const pages = { home: '/', listing: '/allproducts', product: `/product/${productId}` } as const;
    for (const [name, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
      // A new page in a new context: nothing cached, no service worker yet.
      const context = await page
        .context()
        .browser()
        ?.newContext({ viewport: page.viewportSize() ?? undefined });
      if (!context) throw new Error('no browser');
      const fresh = await context.newPage();
      const visit = await firstVisit(fresh, path);
      await context.close();
      const detail = `${name} (${path}): ${visit.jsKb} KB of JavaScript\n  ${visit.scripts.join('\n  ')}\nrequests before the first paint (${visit.requestsBeforePaint.length}):\n  ${visit.requestsBeforePaint.join('\n  ')}`;
      console.log(detail);
      expect(visit.jsKb, detail).toBeLessThanOrEqual(budget.firstRouteJsKb[name]);
      expect(visit.requestsBeforePaint.length, detail).toBeLessThanOrEqual(budget.requestsBeforeFirstPaint);
    }
  });
});
