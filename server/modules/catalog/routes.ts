import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/api.ts';
import {
  brandListResponse,
  categoryListResponse,
  subcategoryListResponse,
} from '../../../contract/catalog.ts';
import type { CatalogService } from './service.ts';

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/categories/view',
      { schema: { tags: ['catalog'], summary: 'All categories', response: { 200: categoryListResponse } } },
      async () => ({ success: true as const, categories: await catalog.categories() }),
    );

    app.get(
      '/user/Subcategories/view/subcategory/:categoryId',
      {
        schema: {
          tags: ['catalog'],
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
      { schema: { tags: ['catalog'], summary: 'All brands', response: { 200: brandListResponse } } },
      async () => ({ success: true as const, brands: await catalog.brands() }),
    );
  };
