import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../contract/api.ts';
import { signInResponse, socialCallbackQuery } from '../../../contract/auth.ts';
import type { AccountDeps } from '../users/deps.ts';
import { createOidcClient } from './oidc-client.ts';
import { createSocialService } from './social-service.ts';

const tags = ['auth'];

/**
 * Social sign-in over OpenID Connect (Google by default). The browser leaves for the provider and
 * comes back to the storefront's /signin page, which passes code, state and iss to the callback.
 */
export const socialRoutes =
  (deps: AccountDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const oidc = deps.config.oidc
      ? createOidcClient({ ...deps.config.oidc, redirectUri: `${deps.config.publicUrl}/signin` })
      : undefined;
    const social = createSocialService({ ...deps, oidc });
    // Each answer is for one browser at one moment: a redirect with fresh state, or a new token.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/user/auth/google',
      {
        schema: {
          tags,
          summary: 'Start a social sign-in (302 to the provider)',
          description: '503 while social sign-in is not configured or the provider cannot be reached.',
          response: { 503: errorBodySchema },
        },
      },
      async (_request, reply) => reply.redirect(await social.start(), 302),
    );

    app.get(
      '/user/auth/google/callback',
      {
        schema: {
          tags,
          summary: 'Finish a social sign-in with the code the provider returned',
          querystring: socialCallbackQuery,
          response: { 200: signInResponse, 400: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => social.callback(request.query, request.log),
    );
  };
