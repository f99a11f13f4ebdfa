import type { FastifyPluginAsync } from 'fastify';
import { signInResponse, socialCallbackQuery } from '../../../contract/auth.ts';
import { route } from '../../lib/route.ts';
import type { SocialService } from './social-service.ts';

const tags = ['auth'];
// Each answer is for one browser at one moment: a redirect with fresh state, or a new token.
const noStore = true;

/**
 * Social sign-in over OpenID Connect (Google by default). The browser leaves for the provider and
 * comes back to the storefront's /signin page, which passes code, state and iss to the callback.
 */
export const socialRoutes =
  (social: SocialService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'socialStart',
      {
        tags,
        summary: 'Start a social sign-in (302 to the provider)',
        description: '503 while social sign-in is not configured or the provider cannot be reached.',
        errors: [503],
        noStore,
      },
      async (_request, reply) => reply.redirect(await social.start(), 302),
    );

    route(
      app,
      'socialCallback',
      {
        tags,
        summary: 'Finish a social sign-in with the code the provider returned',
        querystring: socialCallbackQuery,
        answer: signInResponse,
        // 403: an account the shop has blocked is not signed in.
        errors: [403, 503],
        noStore,
      },
      async (request) => social.callback(request.query, request.log),
    );
  };
