import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { LOCALES } from '../contract/language.ts';
import { createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { wakeAllParts } from './components/HydrateWhenNear.tsx';
import { createI18n, loadTexts } from './i18n/i18n.ts';
import { deviceLanguage } from './i18n/language.ts';
import { getShopConfig } from './lib/shop-config.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { AppTree } from './ssr/app-tree.tsx';
import { readPageState } from './ssr/page-state.ts';
import './styles.css';

// The shop's CSP has no 'unsafe-eval': zod must not even probe for `new Function` to compile its
// parsers (the browser reports the probe as a violation, caught or not). zod takes its settings from
// this global when it loads (zod/v4/core's globalConfig, what `z.config()` writes); setting it here
// spares the entry loading zod itself. Route chunks, and zod with them, load after this line runs.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// Under `vite dev` nobody fills the title token; pages refine the title once they mount.
if (document.title.includes('__SHOP_NAME__')) document.title = getShopConfig().name;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Loads the lazy routes the address matches, so the first render has their pages in hand. */
async function loadMatchedRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// A page the server rendered with its data (web/entry-server.tsx) is hydrated: the same language,
// the same data and the matched page's code first, so the first render matches the server's markup.
// Anything else (vite dev, account screens over the server's shell) is drawn afresh.
const pageState = readPageState(document);
const queryClient = createQueryClient();
const language = deviceLanguage();
// In Hindi the English texts come too: messages that reach a screen as English (web/lib/known-text.ts)
// are looked up in them, and the first render must read exactly what the server drew.
const [texts, english] = await Promise.all([
  loadTexts(language),
  language === 'en' ? null : loadTexts('en'),
  pageState ? loadMatchedRoutes(routes) : null,
]);
// Start-up comes in pieces with the browser given a turn between them (evaluating the code, then
// the texts and the router, then hydration), so a slow phone never sees one long task for it all.
await yieldToBrowser();
const i18n = createI18n(language, { ...english, ...texts });
// The server's shell is written in English for screens it does not render: say the page's language.
document.documentElement.lang = LOCALES[language];

if (pageState) {
  hydrate(queryClient, pageState.queries);
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: pageState.router.loaderData, actionData: pageState.router.actionData },
  });
  // A navigation changes the router's context everywhere: the parts of the page still waiting to
  // hydrate (web/components/HydrateWhenNear.tsx) hydrate first, with the page they were drawn for.
  const stopWaking = router.subscribe(() => {
    wakeAllParts();
    stopWaking();
  });
  await yieldToBrowser();
  // As a transition, hydration is done in slices that yield to the browser (a tap, a scroll, a paint)
  // instead of one long task over the whole page.
  startTransition(() => {
    hydrateRoot(
      container,
      <AppTree i18n={i18n} client={queryClient}>
        <RouterProvider router={router} />
      </AppTree>,
    );
  });
} else {
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <AppTree i18n={i18n} client={queryClient}>
      <RouterProvider router={router} />
    </AppTree>,
  );
}

// The installable shop: install offer, offline page's shop name, service worker (after load).
import './pwa/register.ts';
