import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/docs/json and its browsable UI at /api/docs, built from the route schemas. */
export async function registerApiDocs(app: FastifyInstance, shopName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${shopName} API`, version: '1.0.0', description: 'Storefront API of the shop.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
