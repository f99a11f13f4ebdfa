import type { FastifyPluginAsync } from 'fastify';
import {
  adminHomeDoneResponse,
  adminHomeFeaturedBody,
  adminHomeFeaturedResponse,
  adminHomeItemCreateBody,
  adminHomeItemParams,
  adminHomeItemPatchBody,
  adminHomeItemResponse,
  adminHomeKindParams,
  adminHomePreviewQuery,
  adminHomePreviewResponse,
  adminHomeReorderBody,
  adminHomeResponse,
  adminHomeSettingsBody,
  adminHomeSettingsResponse,
  HOME_MESSAGES as M,
} from '../../../../contract/admin-home.ts';
import { route } from '../../../lib/route.ts';
import { actorOf } from '../../staff/index.ts';
import type { HomeDesk } from './home-desk-service.ts';

// The console's home merchandising (/api/admin/home-sections*).

const tags = ['console: home merchandising'];
const kinds = 'slider, topSale, offer, trending, topPick or lowestPrice';

export const homeDeskRoutes =
  (desk: HomeDesk): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminHome',
      {
        tags,
        summary: 'Every home section in page order, with its items (hidden, scheduled and ended ones too)',
        description:
          'Each item carries its state now (showing, scheduled, hidden or ended) and, for slides, top sales ' +
          'and top picks, its hand-picked products. Also the featured products, which sections are on, ' +
          'and the brands, categories, product types and articles an item may open.',
        answer: adminHomeResponse,
      },
      async () => desk.overview(),
    );

    route(
      app,
      'adminHomePreview',
      {
        tags,
        summary: 'The storefront’s home answer as it would be at a time (never cached)',
        description:
          'at: an ISO time (default now). hidden=true shows hidden items and switched-off sections too. ' +
          'Hidden brands and categories stay out, as on the storefront.',
        querystring: adminHomePreviewQuery,
        answer: adminHomePreviewResponse,
      },
      async (request) => ({
        status: 200 as const,
        ...(await desk.preview(
          request.query.at ? new Date(request.query.at) : null,
          request.query.hidden === 'true',
        )),
      }),
    );

    route(
      app,
      'adminHomeItemCreate',
      {
        tags,
        summary: `Add an item (kind: ${kinds}) at the end of its section`,
        description:
          'A picture is needed, a title (a lowest-price card: its text), a price for trending and ' +
          'lowest-price cards; the end must be after the start; the link’s brand, category, subcategory, ' +
          'product types or article, the offer’s article and the products must exist (at most 40).',
        body: adminHomeItemCreateBody,
        answer: adminHomeItemResponse,
        status: 201,
      },
      async (request) => ({
        message: M.created,
        item: await desk.create(actorOf(request), request.body),
      }),
    );

    route(
      app,
      'adminHomeItemUpdate',
      {
        tags,
        summary: 'Edit an item: any of its fields (productIds, when sent, is the whole new set in order)',
        description:
          'The edited item is checked whole, as a new one is (a new end against the stored start…).',
        params: adminHomeItemParams,
        body: adminHomeItemPatchBody,
        answer: adminHomeItemResponse,
        errors: [404],
      },
      async (request) => ({
        message: M.saved,
        item: await desk.update(actorOf(request), request.params.kind, request.params.id, request.body),
      }),
    );

    route(
      app,
      'adminHomeItemDelete',
      {
        tags,
        summary: 'Remove an item from the home page',
        params: adminHomeItemParams,
        answer: adminHomeDoneResponse,
        errors: [404],
      },
      async (request) => {
        await desk.remove(actorOf(request), request.params.kind, request.params.id);
        return { message: M.removed };
      },
    );

    route(
      app,
      'adminHomeReorder',
      {
        tags,
        summary: 'Put a section’s items in a new order',
        description:
          'The body names every item of the kind, once, in the new order; a list that changed since is ' +
          'refused with 409.',
        params: adminHomeKindParams,
        body: adminHomeReorderBody,
        answer: adminHomeDoneResponse,
        errors: [409],
      },
      async (request) => {
        await desk.reorder(actorOf(request), request.params.kind, request.body.ids);
        return { message: M.orderSaved };
      },
    );

    route(
      app,
      'adminHomeFeatured',
      {
        tags,
        summary:
          'Set the featured products: the whole list, in order (the home shows the first 12 live ones)',
        body: adminHomeFeaturedBody,
        answer: adminHomeFeaturedResponse,
      },
      async (request) => ({
        message: M.featuredSaved,
        featured: await desk.setFeatured(actorOf(request), request.body.productIds),
      }),
    );

    route(
      app,
      'adminHomeSettings',
      {
        tags,
        summary: 'Switch whole home sections on or off',
        description: 'A section switched off is empty in the storefront’s home answer.',
        body: adminHomeSettingsBody,
        answer: adminHomeSettingsResponse,
      },
      async (request) => ({
        message: M.sectionsSaved,
        sections: await desk.setSections(actorOf(request), request.body.sections),
      }),
    );
  };
