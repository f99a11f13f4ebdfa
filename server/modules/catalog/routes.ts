import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/api.ts';
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
import { sendJson } from '../../lib/send-json.ts';
import type { CatalogService } from './service.ts';

const productIdParams = z.object({ id: z.uuid({ message: 'Invalid product id' }) });
const tags = ['catalog'];

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/home',
      { schema: { tags, summary: 'Every home-page section', response: { 200: homeResponse } } },
      async (request, typedReply) => {
        const body = await catalog.home();
        // Serialised and compressed once per cache build, so it bypasses the typed reply and the compressor.
        const reply = typedReply as unknown as FastifyReply;
        reply
          .header('etag', body.etag)
          .header('cache-control', 'public, max-age=60')
          .header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
        reply.type('application/json; charset=utf-8');
        const accepts = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.br);
        if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip);
        return reply.send(body.json);
      },
    );

    app.get(
      '/user/Products/view',
      {
        schema: {
          tags,
          summary: 'Product listing and search',
          querystring: listingQuerySchema,
          response: { 200: productListResponse, 400: errorBodySchema },
        },
      },
      async (request, reply) => sendJson(reply, await catalog.list(request.query)),
    );

    app.get(
      '/user/Products/suggestions',
      {
        schema: {
          tags,
          summary: "A search's result count, and 'Did you mean' names when it finds nothing",
          querystring: searchSuggestionsQuerySchema,
          response: { 200: searchSuggestionsResponse, 400: errorBodySchema },
        },
      },
      async (request) => catalog.searchSuggestions(request.query.search),
    );

    app.get(
      '/user/Products/view/:id',
      {
        schema: {
          tags,
          summary: 'One product with its reviews',
          params: productIdParams,
          response: { 200: productViewResponse, 404: errorBodySchema },
        },
      },
      async (request, reply) => sendJson(reply, await catalog.product(request.params.id)),
    );

    app.get(
      '/user/Products/similar/:id',
      {
        schema: {
          tags,
          summary: 'Products like this one',
          params: productIdParams,
          response: { 200: similarProductsResponse, 404: errorBodySchema },
        },
      },
      async (request, reply) => sendJson(reply, await catalog.similar(request.params.id)),
    );

    app.get(
      '/user/categories/view',
      { schema: { tags, summary: 'All categories', response: { 200: categoryListResponse } } },
      async () => ({ success: true as const, categories: await catalog.categories() }),
    );

    app.get(
      '/user/Subcategories/view/subcategory/:categoryId',
      {
        schema: {
          tags,
          summary: "A category's subcategories",
          params: z.object({ categoryId: z.uuid({ message: 'Invalid category id' }) }),
          response: { 200: subcategoryListResponse, 404: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        subCategories: await catalog.subcategories(request.params.categoryId),
      }),
    );

    app.get(
      '/user/brand/view',
      { schema: { tags, summary: 'All brands', response: { 200: brandListResponse } } },
      async () => ({ success: true as const, brands: await catalog.brands() }),
    );

    app.get(
      '/user/coin/view',
      { schema: { tags, summary: 'Rupees per coin', response: { 200: coinValueResponse } } },
      async () => catalog.coinValue(),
    );

    app.get(
      '/user/home/info/:id',
      {
        schema: {
          tags,
          summary: 'A referral content article',
          params: z.object({ id: z.uuid({ message: 'Invalid content id' }) }),
          response: { 200: articleResponse, 404: errorBodySchema },
        },
      },
      async (request) => catalog.article(request.params.id),
    );
  };
