import type { FastifyPluginAsync } from 'fastify';
import {
  ADDRESS_MESSAGES,
  addressAddBody,
  addressDeletedResponse,
  addressIdParams,
  addressListResponse,
  addressResponse,
  addressUpdateBody,
} from '../../../contract/address.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import type { AddressService } from './service.ts';

const tags = ['address'];

export const addressRoutes =
  (addresses: AddressService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'addressAdd',
      {
        tags,
        summary: 'Save a delivery address (at most 20 per shopper)',
        description:
          'Phones are 10 digits starting 6–9 (a +91 or 0 prefix is dropped); the pincode must be one ' +
          'India Post knows, in the chosen state. alternatenumber is optional.',
        body: addressAddBody,
        answer: addressResponse,
        status: 201,
        errors: [409],
      },
      async (request) => ({
        message: ADDRESS_MESSAGES.added,
        data: await addresses.add(authOf(request).userId, request.body),
      }),
    );

    route(
      app,
      'addresses',
      {
        tags,
        summary: "The signed-in shopper's saved addresses, newest first (empty list when none)",
        answer: addressListResponse,
      },
      async (request) => ({ data: await addresses.list(authOf(request).userId) }),
    );

    route(
      app,
      'addressUpdate',
      {
        tags,
        summary: 'Replace a saved address (every field, the alternate number included)',
        params: addressIdParams,
        body: addressUpdateBody,
        answer: addressResponse,
        errors: [404],
      },
      async (request) => ({
        message: ADDRESS_MESSAGES.updated,
        data: await addresses.update(authOf(request).userId, request.params.id, request.body),
      }),
    );

    route(
      app,
      'addressDelete',
      {
        tags,
        summary: 'Delete a saved address (orders keep their own copy)',
        params: addressIdParams,
        answer: addressDeletedResponse,
        errors: [404],
      },
      async (request) => {
        await addresses.remove(authOf(request).userId, request.params.id);
        return { message: ADDRESS_MESSAGES.deleted };
      },
    );
  };
