import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_MESSAGES,
  addressAddBody,
  addressDeletedResponse,
  addressIdParams,
  addressListResponse,
  addressResponse,
  addressUpdateBody,
} from '../../../contract/address.ts';
import { errorBodySchema } from '../../../contract/api.ts';
import { authOf } from '../../lib/auth-guard.ts';
import type { DeliveryService } from '../delivery/service.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createAddressService } from './service.ts';

const tags = ['address'];
const security = [{ bearer: [] }];

export const addressRoutes =
  (deps: AccountDeps & { delivery: Pick<DeliveryService, 'lookup'> }): FastifyPluginAsyncZod =>
  async (app) => {
    const addresses = createAddressService(deps);
    // Personal data: never kept by a browser or proxy cache.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/user/address/add',
      {
        // Signed in is checked before the body, so strangers learn nothing from validation answers.
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Save a delivery address (at most 20 per shopper)',
          description:
            'Phones are 10 digits starting 6–9 (a +91 or 0 prefix is dropped); the pincode must be one ' +
            'India Post knows, in the chosen state. alternatenumber is optional.',
          body: addressAddBody,
          response: {
            201: addressResponse,
            400: errorBodySchema,
            401: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const data = await addresses.add(authOf(request).userId, request.body);
        return reply.status(201).send({ success: true as const, message: ADDRESS_MESSAGES.added, data });
      },
    );

    app.get(
      '/user/address/view',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: "The signed-in shopper's saved addresses, newest first (empty list when none)",
          response: { 200: addressListResponse, 401: errorBodySchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await addresses.list(authOf(request).userId),
      }),
    );

    app.patch(
      '/user/address/update/:id',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Replace a saved address (every field, the alternate number included)',
          params: addressIdParams,
          body: addressUpdateBody,
          response: {
            200: addressResponse,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: ADDRESS_MESSAGES.updated,
        data: await addresses.update(authOf(request).userId, request.params.id, request.body),
      }),
    );

    app.delete(
      '/user/address/delete/:id',
      {
        preValidation: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Delete a saved address (orders keep their own copy)',
          params: addressIdParams,
          response: {
            200: addressDeletedResponse,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => {
        await addresses.remove(authOf(request).userId, request.params.id);
        return { success: true as const, message: ADDRESS_MESSAGES.deleted };
      },
    );
  };
