import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONSOLE_PATTERNS, ROUTE_PATTERNS } from '../../contract/routes.ts';

export interface StorefrontOptions {
  webDist: string;
  /** Public settings the storefront reads from its meta tag (web/lib/shop-config.ts). */
  shop: {
    name: string;
    brandCode: string;
    supportEmail: string;
    socialSignIn: boolean;
    /** The return window every screen states (RETURN_WINDOW_DAYS). */
    returnWindowDays: number;
    /** Where pictures load from: `/uploads`, or S3_PUBLIC_URL when they are in a bucket behind a CDN. */
    picturesUrl: string;
  };
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** index.html with the shop's name and public settings filled in (no inline script needed). */
export function renderIndexHtml(template: string, shop: StorefrontOptions['shop']): string {
  return template
    .replaceAll('__SHOP_CONFIG__', escapeHtml(JSON.stringify(shop)))
    .replaceAll('__SHOP_NAME__', escapeHtml(shop.name));
}

const NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>Storefront not built</title>' +
  '<p>The storefront has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>), then reload.</p>';

/**
 * Serves the built storefront: hashed assets with long caching, and index.html for every route of
 * the route table (SPA fallback). /api/* and /uploads/* never fall back (see the not-found handler).
 */
export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions): Promise<void> {
  const indexPath = path.join(options.webDist, 'index.html');
  const built = existsSync(indexPath);
  const indexHtml = built ? renderIndexHtml(readFileSync(indexPath, 'utf8'), options.shop) : NOT_BUILT_HTML;

  const sendIndex = (reply: FastifyReply, status = 200) =>
    reply
      .status(built ? status : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      // One route per built file instead of a catch-all, so unknown paths reach the not-found handler.
      wildcard: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      // The raw template still holds placeholders; it is only served rendered.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  for (const pattern of [...ROUTE_PATTERNS, ...CONSOLE_PATTERNS]) {
    app.get(pattern, { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }

  app.decorate('sendStorefrontNotFound', (reply: FastifyReply) => sendIndex(reply, 404));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers an unknown page with the storefront (status 404) so it can show its not-found screen. */
    sendStorefrontNotFound(reply: FastifyReply): FastifyReply;
  }
}
