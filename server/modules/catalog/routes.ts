import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  articleResponse,
  brandListResponse,
  categoryListResponse,
  coinValueResponse,
  homeResponse,
  listingQuerySchema,
  productListResponse,
  productViewResponse,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponse,
  similarProductsResponse,
  subcategoryListResponse,
} from '../../../contract/catalog.ts';
import { route } from '../../lib/route.ts';
import { sendJson } from '../../lib/send-json.ts';
import type { CatalogService } from './service.ts';

const productIdParams = z.object({ id: z.uuid({ message: 'Invalid product id' }) });
const tags = ['catalog'];

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'home',
      { tags, summary: 'Every home-page section', answer: homeResponse },
      async (request, reply) => {
        const body = await catalog.home();
        // Serialised and compressed once per cache build, so it bypasses the serializer and the compressor.
        // Browsers ask again every time (no-cache) and get a 304 from memory while nothing changed, so a
        // change made in the console shows on the next visit (docs/decisions/025).
        reply
          .header('etag', body.etag)
          .header('cache-control', 'public, no-cache')
          .header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
        reply.type('application/json; charset=utf-8');
        const accepts = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.br);
        if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip);
        return reply.send(body.json);
      },
    );

    route(
      app,
      'productList',
      {
        tags,
        summary: 'Product listing and search',
        querystring: listingQuerySchema,
        answer: productListResponse,
      },
      async (request, reply) => sendJson(reply, await catalog.list(request.query)),
    );

    route(
      app,
      'searchSuggestions',
      {
        tags,
        summary: "A search's result count, and 'Did you mean' names when it finds nothing",
        querystring: searchSuggestionsQuerySchema,
        answer: searchSuggestionsResponse,
      },
      async (request) => catalog.searchSuggestions(request.query.search),
    );

    route(
      app,
      'productView',
      {
        tags,
        summary: 'One product with its reviews',
        params: productIdParams,
        answer: productViewResponse,
        errors: [404],
      },
      async (request, reply) => sendJson(reply, await catalog.product(request.params.id)),
    );

    route(
      app,
      'similarProducts',
      {
        tags,
        summary: 'Products like this one',
        params: productIdParams,
        answer: similarProductsResponse,
        errors: [404],
      },
      async (request, reply) => sendJson(reply, await catalog.similar(request.params.id)),
    );

    route(app, 'categories', { tags, summary: 'All categories', answer: categoryListResponse }, async () => ({
      categories: await catalog.categories(),
    }));

    route(
      app,
      'subcategories',
      {
        tags,
        summary: "A category's subcategories",
        params: z.object({ categoryId: z.uuid({ message: 'Invalid category id' }) }),
        answer: subcategoryListResponse,
        errors: [404],
      },
      async (request) => ({ subCategories: await catalog.subcategories(request.params.categoryId) }),
    );

    route(app, 'brands', { tags, summary: 'All brands', answer: brandListResponse }, async () => ({
      brands: await catalog.brands(),
    }));

    route(app, 'coinValue', { tags, summary: 'Rupees per coin', answer: coinValueResponse }, async () =>
      catalog.coinValue(),
    );

    route(
      app,
      'article',
      {
        tags,
        summary: 'A referral content article',
        params: z.object({ id: z.uuid({ message: 'Invalid content id' }) }),
        answer: articleResponse,
        errors: [404],
      },
      async (request) => catalog.article(request.params.id),
    );
  };
