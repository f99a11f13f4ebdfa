import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language, LOCALES, languageFromCookie } from '../../contract/language.ts';
import { CONSOLE_PATTERNS, ROUTE_PATTERNS } from '../../contract/routes.ts';
import { scriptJson } from '../../contract/script-json.ts';
import { escapeHtml } from '../lib/html.ts';
import { type CachedPage, encodePage, PageCache } from './page-cache.ts';

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
  /**
   * The page's own head tags (title, description, canonical, Open Graph, Twitter, JSON-LD) for a shared
   * link, or null to keep index.html's defaults. They replace the template's <title> and description.
   */
  pageHead?: (request: FastifyRequest) => Promise<string | null>;
  /** Registers a listener for catalogue changes: the rendered pages are dropped at once. */
  onCatalogueChange?: (listener: () => void) => void;
  /**
   * Registers a listener for products whose stock alone changed (an order took some): their rendered
   * product pages are dropped; listings and the home keep theirs (docs/decisions/032).
   */
  onProductsChange?: (listener: (productIds: readonly string[]) => void) => void;
  /** How long a rendered public page is kept (milliseconds); 0 renders every request. */
  pageCacheMs?: number;
}

/** What the server-side renderer (web/entry-server.tsx, built by `vite build --ssr`) gives back. */
interface RenderedPage {
  status: number;
  keep: boolean;
  html: string;
  takeOver: 'hydrate' | 'render';
  state: string | null;
  modules: string[];
  pictures: { href: string; srcset?: string; sizes?: string }[];
}
interface Renderer {
  render(input: {
    url: string;
    language: Language;
    shop: StorefrontOptions['shop'];
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage>;
}

/** The SSR bundle sits beside the client build: WEB_DIST=dist/web → dist/web-ssr/entry-server.js. */
export const ssrEntryOf = (webDist: string) =>
  path.join(`${webDist.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The built files of `roots` and everything they import statically, in import order. */
function chunkClosure(manifest: Record<string, ManifestChunk>, roots: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const found: ManifestChunk[] = [];
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    found.push(chunk);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const root of roots) walk(root);
  return found;
}

/** index.html's script, the shop's entry (web/main.tsx), in the build's manifest. */
const ENTRY_KEY = 'index.html';
/** The loader a page with a main picture starts with instead (web/boot.ts). */
const BOOT_KEY = 'boot.ts';

/**
 * What a rendered page links beyond the template's own: the stylesheets of its modules and their
 * imports, and its chunks, either as modulepreload links or, when the page has a main picture and the
 * build has the loader, as the loader's plan (the picture first, then the code: docs/decisions/034).
 */
function pageScripts(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
  pictures: readonly string[],
): { links: string; plan: { scripts: string[]; pictures: string[] } | null } {
  const entry = chunkClosure(manifest, [ENTRY_KEY]);
  const entryFiles = new Set(entry.map((chunk) => chunk.file));
  const page = chunkClosure(manifest, modules);
  const css = new Set(page.flatMap((chunk) => chunk.css ?? []));
  for (const chunk of entry) for (const file of chunk.css ?? []) css.delete(file);
  const pageFiles = [...new Set(page.map((chunk) => chunk.file))].filter((file) => !entryFiles.has(file));
  const stylesheets = [...css].map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`).join('');
  const boot = manifest[BOOT_KEY];
  if (pictures.length > 0 && boot && entry.length > 0) {
    return {
      links: `${stylesheets}<script type="module" crossorigin src="/${escapeHtml(boot.file)}"></script>`,
      plan: {
        scripts: [...entry.map((chunk) => `/${chunk.file}`), ...pageFiles.map((file) => `/${file}`)],
        pictures: [...pictures],
      },
    };
  }
  return {
    links:
      stylesheets +
      pageFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join(''),
    plan: null,
  };
}

/** The template's own entry script and modulepreload links (the loader brings them instead). */
const withoutEntryScripts = (html: string) =>
  html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

function pictureLinks(pictures: RenderedPage['pictures']): string {
  return pictures
    .map(
      (picture) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture.href)}"` +
        (picture.srcset ? ` imagesrcset="${escapeHtml(picture.srcset)}"` : '') +
        (picture.sizes ? ` imagesizes="${escapeHtml(picture.sizes)}"` : '') +
        '>',
    )
    .join('');
}

/** index.html with the shop's name and public settings filled in (no inline script needed). */
export function renderIndexHtml(template: string, shop: StorefrontOptions['shop']): string {
  return template
    .replaceAll('__SHOP_CONFIG__', escapeHtml(JSON.stringify(shop)))
    .replaceAll('__SHOP_NAME__', escapeHtml(shop.name));
}

const NOT_BUILT_HTML =
  '<!doctype html><meta charset="utf-8"><title>Storefront not built</title>' +
  '<p>The storefront has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>), then reload.</p>';

async function loadRenderer(app: FastifyInstance, webDist: string): Promise<Renderer | null> {
  const entry = ssrEntryOf(webDist);
  if (!existsSync(entry)) return null;
  try {
    const renderer = (await import(pathToFileURL(entry).href)) as Partial<Renderer>;
    if (typeof renderer.render !== 'function') throw new Error('It exports no render()');
    return renderer as Renderer;
  } catch (error) {
    app.log.warn(
      { err: error, entry },
      'the server-rendering bundle would not load; pages render in the browser',
    );
    return null;
  }
}

function readManifest(webDist: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Serves the built storefront: hashed assets with long caching, and for every route of the route
 * table the page itself. With the server-rendering bundle (npm run build makes it), public pages
 * come with their first screen drawn and their data alongside (web/entry-server.tsx); without it,
 * index.html for the browser to draw (SPA fallback). /api/* and /uploads/* never fall back (see the
 * not-found handler).
 */
export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions): Promise<void> {
  const indexPath = path.join(options.webDist, 'index.html');
  const built = existsSync(indexPath);
  const indexHtml = built ? renderIndexHtml(readFileSync(indexPath, 'utf8'), options.shop) : NOT_BUILT_HTML;
  const renderer = built ? await loadRenderer(app, options.webDist) : null;
  const manifest = renderer ? readManifest(options.webDist) : {};
  const pages = new PageCache(options.pageCacheMs ?? 30_000);
  options.onCatalogueChange?.(() => pages.clear());
  options.onProductsChange?.((productIds) => {
    const ids = new Set(productIds);
    // Keys are '<language> <status> <url>'; a product page's url is /product/<id>, maybe with a query.
    pages.dropWhere((key) => ids.has(/ \/product\/([^/?#\s]+)/.exec(key)?.[1] ?? ''));
  });

  const sendIndex = (reply: FastifyReply, status = 200, html = indexHtml) =>
    reply
      .status(built ? status : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);

  /** index.html with the page's own head in place of the default title and description. */
  const withHead = (html: string, head: string) =>
    html.replace(/<meta name="description"[^>]*>\s*/, '').replace(/<title>[\s\S]*?<\/title>/, () => head);

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

  /** The page's API calls, answered in-process by the shop's own endpoints (as a signed-out visitor). */
  const apiFor =
    (language: Language) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { accept: 'application/json', cookie: `ll_lang=${language}` },
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  /** The whole HTML of a rendered page: the template with the page's language, head, markup and data. */
  function pageHtml(rendered: RenderedPage, language: Language, head: string | null): string {
    const scripts = pageScripts(
      manifest,
      rendered.modules,
      rendered.pictures.map((picture) => picture.href),
    );
    const links =
      scripts.links +
      (scripts.plan
        ? `<script type="application/json" id="ll-boot">${scriptJson(scripts.plan)}</script>`
        : '') +
      pictureLinks(rendered.pictures);
    const state =
      rendered.state === null
        ? ''
        : `<script type="application/json" id="ll-page-state">${rendered.state}</script>`;
    const html = (scripts.plan ? withoutEntryScripts(indexHtml) : indexHtml)
      .replace(/<html(?:\s+lang="[^"]*")?/, `<html lang="${LOCALES[language]}"`)
      .replace('</head>', () => `${links}</head>`)
      .replace(
        /<div id="root"><\/div>/,
        () => `<div id="root" data-take-over="${rendered.takeOver}">${rendered.html}</div>${state}`,
      );
    return head ? withHead(html, head) : html;
  }

  async function renderPage(
    request: FastifyRequest,
    language: Language,
    status: number,
  ): Promise<CachedPage> {
    if (!renderer) throw new Error('No renderer');
    const [rendered, head] = await Promise.all([
      renderer.render({ url: request.url, language, shop: options.shop, fetch: apiFor(language) }),
      options.pageHead ? options.pageHead(request) : null,
    ]);
    return encodePage(Math.max(status, rendered.status), pageHtml(rendered, language, head), rendered.keep);
  }

  /** Sends a rendered page as it was encoded (br, gzip or plain, as the browser accepts). */
  function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  }

  /** A storefront page: server-rendered when the bundle is there, else index.html for the browser. */
  async function sendStorefront(request: FastifyRequest, reply: FastifyReply, status = 200) {
    if (!renderer) {
      const head = built && options.pageHead ? await options.pageHead(request) : null;
      return sendIndex(reply, status, head ? withHead(indexHtml, head) : indexHtml);
    }
    const language = languageFromCookie(request.headers.cookie) ?? DEFAULT_LANGUAGE;
    try {
      const page = await pages.get(`${language} ${status} ${request.url}`, () =>
        renderPage(request, language, status),
      );
      return sendPage(request, reply, page);
    } catch (error) {
      // A page that will not render still reaches the shopper: the browser draws it.
      request.log.error({ err: error }, 'server rendering failed; sending the page for the browser to draw');
      return sendIndex(reply, status);
    }
  }

  for (const pattern of ROUTE_PATTERNS) {
    app.get(pattern, { schema: { hide: true } }, (request, reply) => sendStorefront(request, reply));
  }
  // The console draws itself in the browser (its own shell, loaded only under /admin).
  for (const pattern of CONSOLE_PATTERNS) {
    app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
      const head = built && options.pageHead ? await options.pageHead(request) : null;
      return sendIndex(reply, 200, head ? withHead(indexHtml, head) : indexHtml);
    });
  }

  app.decorate('sendStorefrontNotFound', (reply: FastifyReply) => {
    if (!renderer) return sendIndex(reply, 404);
    void sendStorefront(reply.request, reply, 404);
    return reply;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers an unknown page with the storefront (status 404) so it can show its not-found screen. */
    sendStorefrontNotFound(reply: FastifyReply): FastifyReply;
  }
}
