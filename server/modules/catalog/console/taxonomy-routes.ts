import type { FastifyPluginAsync } from 'fastify';
import {
  adminBrandBody,
  adminBrandListResponse,
  adminBrandParams,
  adminBrandPatchBody,
  adminBrandResponse,
  adminCategoryBody,
  adminCategoryListResponse,
  adminCategoryParams,
  adminCategoryPatchBody,
  adminCategoryResponse,
  adminReorderBody,
  adminReorderResponse,
  adminSubcategoryBody,
  adminSubcategoryParams,
  adminSubcategoryPatchBody,
  adminSubcategoryResponse,
  TAXONOMY_MESSAGES as T,
} from '../../../../contract/admin-taxonomy.ts';
import { route } from '../../../lib/route.ts';
import { actorOf } from '../../staff/index.ts';
import type { TaxonomyDesk } from './taxonomy-service.ts';

// The console's brands, categories and subcategories (/api/admin/brands*, /categories*, /subcategories*).

const tags = ['console: brands and categories'];
const orderNote =
  'The body names every id of the list, once, in the new order; a list that changed since (an id ' +
  'added, missing or repeated) is refused with 409.';

export const taxonomyRoutes =
  (desk: TaxonomyDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminBrands',
      {
        tags,
        summary: 'Every brand in list order, hidden ones too, with its products counted',
        answer: adminBrandListResponse,
      },
      async () => ({ brands: await desk.brands() }),
    );

    route(
      app,
      'adminBrandCreate',
      {
        tags,
        summary: 'Add a brand at the end of the list (its slug is made from the name)',
        description: 'A name already used by another brand, whatever its letter case, is refused with 409.',
        body: adminBrandBody,
        answer: adminBrandResponse,
        status: 201,
        errors: [409],
      },
      async (request) => ({
        message: T.brandSaved,
        brand: await desk.createBrand(actorOf(request), request.body),
      }),
    );

    route(
      app,
      'adminBrandsReorder',
      {
        tags,
        summary: 'Put the brands in a new order',
        description: orderNote,
        body: adminReorderBody,
        answer: adminReorderResponse,
        errors: [409],
      },
      async (request) => {
        await desk.reorderBrands(actorOf(request), request.body.ids);
        return { message: T.orderSaved };
      },
    );

    route(
      app,
      'adminBrandUpdate',
      {
        tags,
        summary: 'Change a brand: name, logo, picture, featured in the marquee, visible',
        description:
          'Only the fields sent change. A new name is written into the search words of every product of ' +
          'the brand at once. A hidden brand stays on its products but leaves the storefront’s lists.',
        params: adminBrandParams,
        body: adminBrandPatchBody,
        answer: adminBrandResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: T.brandSaved,
        brand: await desk.updateBrand(actorOf(request), request.params.id, request.body),
      }),
    );

    route(
      app,
      'adminCategories',
      {
        tags,
        summary:
          'Every category in list order with its subcategories, hidden ones too, with products counted',
        answer: adminCategoryListResponse,
      },
      async () => ({ categories: await desk.categories() }),
    );

    route(
      app,
      'adminCategoryCreate',
      {
        tags,
        summary: 'Add a category at the end of the list (its slug is made from the name)',
        body: adminCategoryBody,
        answer: adminCategoryResponse,
        status: 201,
        errors: [409],
      },
      async (request) => ({
        message: T.categorySaved,
        category: await desk.createCategory(actorOf(request), request.body),
      }),
    );

    route(
      app,
      'adminCategoriesReorder',
      {
        tags,
        summary: 'Put the categories in a new order',
        description: orderNote,
        body: adminReorderBody,
        answer: adminReorderResponse,
        errors: [409],
      },
      async (request) => {
        await desk.reorderCategories(actorOf(request), request.body.ids);
        return { message: T.orderSaved };
      },
    );

    route(
      app,
      'adminCategoryUpdate',
      {
        tags,
        summary: 'Change a category: name, picture, visible',
        description: 'Only the fields sent change. A hidden category leaves the storefront’s lists.',
        params: adminCategoryParams,
        body: adminCategoryPatchBody,
        answer: adminCategoryResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: T.categorySaved,
        category: await desk.updateCategory(actorOf(request), request.params.id, request.body),
      }),
    );

    route(
      app,
      'adminSubcategoryCreate',
      {
        tags,
        summary: 'Add a subcategory at the end of its category’s list',
        description: 'Names are unique within a category (409).',
        body: adminSubcategoryBody,
        answer: adminSubcategoryResponse,
        status: 201,
        errors: [404, 409],
      },
      async (request) => ({
        message: T.subcategorySaved,
        subcategory: await desk.createSubcategory(actorOf(request), request.body),
      }),
    );

    route(
      app,
      'adminSubcategoriesReorder',
      {
        tags,
        summary: 'Put one category’s subcategories in a new order',
        description: orderNote,
        params: adminCategoryParams,
        body: adminReorderBody,
        answer: adminReorderResponse,
        errors: [404, 409],
      },
      async (request) => {
        await desk.reorderSubcategories(actorOf(request), request.params.id, request.body.ids);
        return { message: T.orderSaved };
      },
    );

    route(
      app,
      'adminSubcategoryUpdate',
      {
        tags,
        summary: 'Change a subcategory: name, picture, visible',
        params: adminSubcategoryParams,
        body: adminSubcategoryPatchBody,
        answer: adminSubcategoryResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: T.subcategorySaved,
        subcategory: await desk.updateSubcategory(actorOf(request), request.params.id, request.body),
      }),
    );
  };
