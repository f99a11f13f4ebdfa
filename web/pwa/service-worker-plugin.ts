import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The service worker (build time only: vite.config.ts adds these plugins). Workbox generates sw.js into
// the build's root; web/pwa/register.ts registers it in production builds after the page has loaded.
//
// What it does, and why:
// - Precaches the app shell: the entry script, the chunks it imports up front, their CSS and the texts
//   of both languages (the route pages and the console stay lazy and are not downloaded ahead), plus the
//   offline page, its style and script, the icons, the logo and the placeholder picture.
// - Navigations always go to the network: pages are rendered by the server per URL (and per language),
//   so a cached index.html would show a stale or wrong page. Only when the network fails does the
//   shopper get the precached offline page (no navigateFallback, which would answer every page from
//   the cache).
// - Pictures (/uploads/…, and the pictures CDN when S3_PUBLIC_URL is set) are kept CacheFirst with a
//   limit on count and age: their names change whenever their content does, so a kept copy is never stale.
// - /api/ answers are NEVER cached: no route matches them, so the worker does not even see them and the
//   browser goes to the network. Accounts, carts, orders, coins and prices must always be live; an answer
//   from a cache could show another session's data or a price that no longer holds. The public catalogue
//   could be cached, but is not: stock and prices change under it.
// - An updated worker waits until every tab of the old one is closed (no skipWaiting): it takes over on
//   the next visit, never reloading a page under a shopper mid-checkout. clientsClaim only matters on
//   the very first install, so the pictures of the first visit are already kept.

/** The offline page (web/public/offline.html), shown for a page the network cannot bring. */
export const OFFLINE_PAGE = '/offline.html';

const DAY_S = 24 * 60 * 60;

/**
 * Collects the app shell's files while the client bundle is written: the entry chunk, what it imports
 * statically (recursively), their CSS, and the language texts chunks (web/i18n, loaded before the first
 * render). The service worker precaches only these of the hashed assets.
 */
function appShell(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'little-loom:app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment && this.environment.name !== 'client') return;
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry || /^texts-/.test(output.name)) visit(fileName);
      }
    },
  };
  return { plugin, files };
}

export function serviceWorker(): Plugin[] {
  const shell = appShell();
  const pwa = VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // Registered by web/pwa/register.ts (after load, production only); the manifest is served by the
    // server with the shop's name (server/plugins/installable.ts) and linked from index.html.
    injectRegister: false,
    manifest: false,
    registerType: 'prompt',
    workbox: {
      globPatterns: [
        'assets/*.{js,css}',
        'offline.{html,css,js}',
        'favicon.svg',
        'icons/*.png',
        'placeholder-image.jpg',
      ],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.files.has(entry.url)),
          warnings: [],
        }),
      ],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      // The worker answers a navigation with the preloaded network answer: no wait for it to start.
      navigationPreload: true,
      runtimeCaching: [
        {
          // Every page: the network only (pages are rendered per URL); the offline page when it fails.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
        },
        {
          // The shop's own pictures: catalogue art and shoppers' photos (never anything under /api/).
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.destination === 'image' && url.pathname.startsWith('/uploads/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'pictures',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Pictures from the CDN (S3_PUBLIC_URL): register.ts passes its address as ?pictures=… on the
          // worker's URL. Read inside the worker (this function runs there, as written).
          urlPattern: ({ request, url }) => {
            if (request.destination !== 'image') return false;
            const pictures = new URL(self.location.href).searchParams.get('pictures');
            return Boolean(pictures) && url.href.startsWith(`${pictures}/`);
          },
          handler: 'CacheFirst',
          options: {
            cacheName: 'pictures-cdn',
            // An <img> from another origin without CORS gives an opaque answer (status 0). Browsers
            // count each one as several MB of quota, hence the smaller count.
            expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  });
  return [shell.plugin, ...pwa];
}
