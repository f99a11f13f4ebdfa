import type { FastifyInstance } from 'fastify';

// The installable shop's server side: the web app manifest, made from the shop's settings (a static file
// would carry one shop's name into every shop), and the service worker script's headers. The worker
// itself is built with the storefront (web/pwa/service-worker-plugin.ts) and served from its files.

/** web/index.html's theme-color: the accent blue of the header and buttons. */
export const THEME_COLOUR = '#116AFD';
/** The storefront's cream paper (web/styles.css --color-cream): the splash screen while it starts. */
export const BACKGROUND_COLOUR = '#fffaf2';
/** web/index.html's description. */
const DESCRIPTION =
  "Children's clothing for little ones across India: fashion-forward outfits, cash on delivery.";

export interface InstallableOptions {
  shopName: string;
  /** Origins pictures may load from besides the shop (the CDN of S3_PUBLIC_URL): the worker fetches them. */
  pictureOrigins: readonly string[];
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** The manifest of a shop with this name (icons made by scripts/build-icons.ts into web/public/icons). */
export function webAppManifest(shopName: string): WebAppManifest {
  return {
    id: '/',
    name: shopName,
    short_name: shopName,
    description: DESCRIPTION,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOUR,
    theme_color: THEME_COLOUR,
    categories: ['shopping', 'kids'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The service worker's own Content-Security-Policy: a worker is bound by the policy it was served with,
 * and its fetches (pictures from a CDN) count as connections. Scripts only from the shop (Workbox's
 * runtime file), nothing else.
 */
export function workerPolicy(pictureOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src ${["'self'", ...pictureOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

export async function registerInstallable(app: FastifyInstance, options: InstallableOptions): Promise<void> {
  const manifest = JSON.stringify(webAppManifest(options.shopName));
  const policy = workerPolicy(options.pictureOrigins);

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      // The name follows the shop's setting after a restart; browsers look again within the hour.
      .header('cache-control', 'public, max-age=3600')
      .send(manifest),
  );

  // sw.js is one of the built files (@fastify/static serves it); its answer gets the worker's headers.
  // no-cache: a deploy's new worker is found on the next visit, never held back by a cached copy.
  // Its scope is the whole site from the root, so no Service-Worker-Allowed is needed.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if ((request.url.split('?')[0] ?? '') !== '/sw.js' || reply.statusCode !== 200) return payload;
    reply.header('cache-control', 'no-cache');
    reply.header('content-type', 'text/javascript; charset=utf-8');
    reply.header('content-security-policy', policy);
    return payload;
  });
}
