import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromCookie } from '../../../contract/language.ts';
import type { Seo } from './service.ts';
import { SITEMAP_CACHE_MS, SITEMAP_FILES_PATH } from './sitemap.ts';

// robots.txt, sitemap.xml and its files: plain files for crawlers, outside /api and the API docs.
// Browsers and proxies may keep them as long as the server does.

const CACHE_CONTROL = `public, max-age=${Math.floor(SITEMAP_CACHE_MS / 1000)}`;
const XML = 'application/xml; charset=utf-8';

export const seoRoutes =
  (seo: Seo): FastifyPluginAsync =>
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(seo.sitemaps.robots()),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', CACHE_CONTROL)
        .type(XML)
        .send(await seo.sitemaps.index()),
    );
    app.get<{ Params: { file: string } }>(
      `${SITEMAP_FILES_PATH}/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        // Only the names the index gives (pages.xml, categories.xml, products-N.xml) are files.
        const xml = await seo.sitemaps.file(request.params.file);
        if (xml === null) {
          return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        }
        return reply.header('cache-control', CACHE_CONTROL).type(XML).send(xml);
      },
    );
  };

/**
 * The storefront's `pageHead` hook: the page's own head tags in the language of the `ll_lang` cookie,
 * or null. A failure to read them is logged and the page is served with the template's head.
 */
export function pageHeadHook(seo: Seo) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const at = request.url.indexOf('?');
    const path = at === -1 ? request.url : request.url.slice(0, at);
    const query = at === -1 ? '' : request.url.slice(at + 1);
    const language = languageFromCookie(request.headers.cookie) ?? DEFAULT_LANGUAGE;
    try {
      return await seo.heads.pageHead({ path, query: new URLSearchParams(query), language });
    } catch (err) {
      request.log.warn({ err }, 'reading the page head failed; the default head is served');
      return null;
    }
  };
}
