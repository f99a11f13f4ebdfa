import type { FastifyPluginAsync } from 'fastify';
import {
  deliveryEstimateQuery,
  deliveryEstimateResponse,
  pincodeLookupResponse,
  pincodeParams,
} from '../../../contract/delivery.ts';
import { route } from '../../lib/route.ts';
import type { DeliveryService } from './service.ts';

// A pincode's place never changes between table updates; an estimate changes with the date and the cut-off.
const LOOKUP_CACHE = 'public, max-age=86400';
const ESTIMATE_CACHE = 'no-store';

export const deliveryRoutes =
  (delivery: DeliveryService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'expectedDate',
      {
        tags: ['delivery'],
        summary: 'Delivery date and cash-on-delivery availability for a pincode',
        description:
          'Always 200 for a well-formed pincode: `success` false with a message when the shop does not deliver there.',
        querystring: deliveryEstimateQuery,
        answer: deliveryEstimateResponse,
      },
      async (request, reply) => {
        reply.header('cache-control', ESTIMATE_CACHE);
        // The estimate carries its own `success`: false where the shop does not deliver.
        return delivery.estimate(request.query.pincode);
      },
    );

    route(
      app,
      'pincode',
      {
        tags: ['delivery'],
        summary: 'District and state of a pincode (address form Verify)',
        params: pincodeParams,
        answer: pincodeLookupResponse,
        errors: [404],
      },
      async (request, reply) => {
        const place = delivery.lookup(request.params.pincode);
        reply.header('cache-control', LOOKUP_CACHE);
        return place;
      },
    );
  };
