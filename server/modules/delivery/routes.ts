import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
import {
  deliveryEstimateQuery,
  deliveryEstimateResponse,
  pincodeLookupResponse,
  pincodeParams,
} from '../../../contract/delivery.ts';
import type { DeliveryService } from './service.ts';

// A pincode's place never changes between table updates; an estimate changes with the date and the cut-off.
const LOOKUP_CACHE = 'public, max-age=86400';
const ESTIMATE_CACHE = 'no-store';

export const deliveryRoutes =
  (delivery: DeliveryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/Products/expected_date',
      {
        schema: {
          tags: ['delivery'],
          summary: 'Delivery date and cash-on-delivery availability for a pincode',
          description:
            'Always 200 for a well-formed pincode: `success` false with a message when the shop does not deliver there.',
          querystring: deliveryEstimateQuery,
          response: { 200: deliveryEstimateResponse, 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', ESTIMATE_CACHE);
        return delivery.estimate(request.query.pincode);
      },
    );

    app.get(
      '/pincode/:pincode',
      {
        schema: {
          tags: ['delivery'],
          summary: 'District and state of a pincode (address form Verify)',
          params: pincodeParams,
          response: { 200: pincodeLookupResponse, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const place = delivery.lookup(request.params.pincode);
        reply.header('cache-control', LOOKUP_CACHE);
        return { success: true as const, ...place };
      },
    );
  };
