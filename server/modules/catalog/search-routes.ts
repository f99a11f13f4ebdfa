import type { FastifyPluginAsync } from 'fastify';
import { searchSuggestQuery, searchSuggestResponse } from '../../../contract/search.ts';
import { route } from '../../lib/route.ts';
import type { SearchSuggest } from './suggest-service.ts';

// The header search's suggestions while typing (GET /api/user/search/suggest?q=).

/** The same for every shopper and a minute old at worst: browsers and shared caches may keep them. */
export const SUGGEST_CACHE = 'public, max-age=60';

export const searchRoutes =
  (suggest: SearchSuggest): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'searchSuggest',
      {
        tags: ['catalog'],
        summary: 'Suggestions while typing a search: categories, product types and products',
        description:
          'Matches the word being typed as a prefix and the finished words whole, with the shop’s ' +
          'search words (‘jhab’ offers bodysuits and vests); age and gender words narrow the products. ' +
          'An empty text answers no suggestions.',
        querystring: searchSuggestQuery,
        answer: searchSuggestResponse,
      },
      async (request, reply) => {
        reply.header('cache-control', SUGGEST_CACHE);
        return { suggestions: await suggest.suggest(request.query.q) };
      },
    );
  };
