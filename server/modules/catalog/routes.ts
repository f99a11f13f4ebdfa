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
import { sendAnswer } from '../../lib/encoded-answer.ts';
import { route } from '../../lib/route.ts';
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
        // Serialised once per cache build and compressed once per coding (lib/encoded-answer.ts). Browsers
        // ask again every time (no-cache) and get a 304 from memory while nothing changed, so a change made
        // in the console shows on the next visit (docs/decisions/025).
        return sendAnswer(request, reply, await catalog.home(), { cacheControl: 'public, no-cache' });
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
      async (request, reply) => sendAnswer(request, reply, await catalog.listAnswer(request.query)),
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
      async (request, reply) => sendAnswer(request, reply, await catalog.productAnswer(request.params.id)),
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
      async (request, reply) => sendAnswer(request, reply, await catalog.similarAnswer(request.params.id)),
    );

    route(
      app,
      'categories',
      { tags, summary: 'All categories', answer: categoryListResponse },
      async (request, reply) => sendAnswer(request, reply, await catalog.categoriesAnswer()),
    );

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

    route(app, 'brands', { tags, summary: 'All brands', answer: brandListResponse }, async (request, reply) =>
      sendAnswer(request, reply, await catalog.brandsAnswer()),
    );

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
