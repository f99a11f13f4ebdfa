import { getShopConfig } from '../lib/shop-config.ts';
import { countVisit, listenForInstallOffer } from './install-offer.ts';
import { serviceWorkerUrl } from './worker-url.ts';

// The installable shop, started by web/main.tsx: the visit count and the install offer's listener
// (install-offer.ts), the shop's name for the offline page (web/public/offline.js reads it), and the
// service worker (sw.js, made at build time by web/pwa/service-worker-plugin.ts).

/** Where the offline page finds the shop's name (it cannot be filled in by the server: it is cached). */
export const SHOP_NAME_KEY = 'll_shop_name';

async function registerServiceWorker(): Promise<void> {
  // Loaded only now, in its own chunk: nothing of it weighs on the first paint.
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox(serviceWorkerUrl(getShopConfig().picturesUrl), { scope: '/' });
  // An updated worker waits for the next visit (no skipWaiting, no reload): nothing to do on 'waiting'.
  await worker.register();
}

function start(): void {
  countVisit();
  listenForInstallOffer();
  try {
    localStorage.setItem(SHOP_NAME_KEY, getShopConfig().name);
  } catch {
    // Storage off: the offline page shows the logo only.
  }
  // Only in a production build: under `vite dev` the worker would keep stale modules, and tests (jsdom)
  // have no service workers.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const afterLoad = () => {
    registerServiceWorker().catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

if (typeof window !== 'undefined') start();
