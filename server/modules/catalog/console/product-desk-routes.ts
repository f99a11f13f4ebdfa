import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_PRODUCT_MESSAGES,
  adminProductBulkBody,
  adminProductBulkResponse,
  adminProductCreateBody,
  adminProductDetailResponse,
  adminProductListQuery,
  adminProductListResponse,
  adminProductParams,
  adminProductPatchBody,
  adminProductResponse,
  adminProductTypesResponse,
  LOW_STOCK_AT,
} from '../../../../contract/admin-products.ts';
import { route } from '../../../lib/route.ts';
import { actorOf } from '../../staff/index.ts';
import type { ProductDesk } from './product-desk-service.ts';

// The console's products desk (/api/admin/products*, /api/admin/product-types).

const tags = ['console: products'];
const M = ADMIN_PRODUCT_MESSAGES;

export const productDeskRoutes =
  (desk: ProductDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminProducts',
      {
        tags,
        summary:
          'Find products: by name (any part) or id, brand, category, type, stock, status, cash on delivery',
        description: `Draft and live products unless status=archived is asked for. Low stock: some size with 1 to ${LOW_STOCK_AT} pieces.`,
        querystring: adminProductListQuery,
        answer: adminProductListResponse,
      },
      async (request) => desk.list(request.query),
    );

    route(
      app,
      'adminProductTypes',
      {
        tags,
        summary: 'Every product type in the catalogue, sorted',
        answer: adminProductTypesResponse,
      },
      async () => ({ types: await desk.types() }),
    );

    route(
      app,
      'adminProduct',
      {
        tags,
        summary: 'One product, whatever its status, with its colours and sizes',
        params: adminProductParams,
        answer: adminProductDetailResponse,
        errors: [404],
      },
      async (request) => ({ product: await desk.detail(request.params.id) }),
    );

    route(
      app,
      'adminProductCreate',
      {
        tags,
        summary: 'Create a product (a draft unless the status says otherwise)',
        description:
          'Prices are rupees. A live product needs a picture for every colour. The brand, category and subcategory must exist, the subcategory in the category.',
        body: adminProductCreateBody,
        answer: adminProductResponse,
        status: 201,
      },
      async (request) => ({
        message: M.created,
        product: await desk.create(actorOf(request), request.body),
      }),
    );

    route(
      app,
      'adminProductUpdate',
      {
        tags,
        summary: 'Change a product: the fields sent, with the version the editor opened',
        description:
          'A version older than the stored one is refused (409): someone saved the product meanwhile. `variants`, when sent, is the whole list of colours: one with its _id is changed in place, one without is added, one left out is removed.',
        params: adminProductParams,
        body: adminProductPatchBody,
        answer: adminProductResponse,
        errors: [404, 409],
      },
      async (request) => ({
        message: M.saved,
        product: await desk.update(actorOf(request), request.params.id, request.body),
      }),
    );

    route(
      app,
      'adminProductArchive',
      {
        tags,
        summary: 'Archive a product: shoppers no longer see it; past orders keep it',
        params: adminProductParams,
        answer: adminProductResponse,
        errors: [404],
      },
      async (request) => ({
        message: M.archived,
        product: await desk.archive(actorOf(request), request.params.id),
      }),
    );

    route(
      app,
      'adminProductDuplicate',
      {
        tags,
        summary: 'Copy a product as a draft named "… (copy)", with its colours and pictures and no stock',
        params: adminProductParams,
        answer: adminProductResponse,
        status: 201,
        errors: [404],
      },
      async (request) => ({
        message: M.duplicated,
        product: await desk.duplicate(actorOf(request), request.params.id),
      }),
    );

    route(
      app,
      'adminProductsBulk',
      {
        tags,
        summary: 'Change the prices, stock or status of up to 500 products at once',
        description:
          'Each product is changed or refused on its own, with its reason (a price below zero or above the M.R.P., a live product without pictures, an unknown product). Prices are rounded to whole rupees; an offer price left above the new price is dropped; stock never goes below zero.',
        body: adminProductBulkBody,
        answer: adminProductBulkResponse,
      },
      async (request) => ({
        message: M.bulkDone,
        ...(await desk.bulk(actorOf(request), request.body)),
      }),
    );
  };
