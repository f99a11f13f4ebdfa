import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/api.ts';
import { messageResponse } from '../../../contract/auth.ts';
import {
  PROFILE_MESSAGES,
  profileResponse,
  profileUpdateFields,
  profileUpdateResponse,
} from '../../../contract/profile.ts';
import { authOf } from '../../lib/auth-guard.ts';
import type { AccountDeps } from '../users/deps.ts';
import { acceptProfileForms, readProfileForm } from './form.ts';
import { createProfileService } from './service.ts';

/** The photo arrives as the bytes of the form's file field; JSON cannot carry one. */
const photoUpload = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { error: PROFILE_MESSAGES.imageNotImage })
  .meta({ type: 'string', format: 'binary', description: 'The photo file (multipart only)' });
/** Absent body = nothing to change (answered with 'No changes to save', not a schema error). */
const profileUpdateBody = profileUpdateFields.extend({ image: photoUpload.optional() }).nullish();

const tags = ['profile'];
const security = [{ bearer: [] }];
const failures = { 401: errorBodySchema };

export const profileRoutes =
  (deps: AccountDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const profile = createProfileService(deps);
    await acceptProfileForms(app);
    // Personal data: never kept by a browser or proxy cache, errors included.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/user/profile/view',
      {
        preHandler: deps.requireUser,
        schema: {
          tags,
          security,
          summary: "The signed-in shopper's profile and coin balance",
          response: { 200: profileResponse, ...failures },
        },
      },
      async (request) => ({ success: true as const, user: await profile.view(authOf(request).userId) }),
    );

    app.patch(
      '/user/profile/update',
      {
        // The sign-in is checked before a multipart body is read, so strangers cannot make it parse uploads.
        preValidation: [deps.requireUser, readProfileForm],
        schema: {
          tags,
          security,
          summary:
            'Change name, email, phone, gender or photo (multipart/form-data, or JSON without a photo)',
          description:
            'Only the fields sent change; any other field is refused. The photo (field `image`, at most ' +
            '2 MB, JPEG/PNG/WebP/GIF/AVIF/HEIF) is stored re-encoded as a 512×512 WebP without metadata.',
          consumes: ['multipart/form-data', 'application/json'],
          body: profileUpdateBody,
          response: {
            200: profileUpdateResponse,
            400: errorBodySchema,
            409: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            ...failures,
          },
        },
      },
      async (request) => {
        const { user, image } = await profile.update(authOf(request).userId, request.body ?? {});
        return { success: true as const, message: PROFILE_MESSAGES.updated, user, image };
      },
    );

    app.post(
      '/user/profile/logout',
      {
        preHandler: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'End this sign-in (the token stops working)',
          response: { 200: messageResponse, ...failures },
        },
      },
      async (request) => {
        await profile.logout(authOf(request).sessionId);
        return { success: true as const, message: PROFILE_MESSAGES.loggedOut };
      },
    );

    app.delete(
      '/user/profile/delete',
      {
        preHandler: deps.requireUser,
        schema: {
          tags,
          security,
          summary: 'Delete the account: every sign-in ends and the personal details are erased',
          response: { 200: messageResponse, ...failures },
        },
      },
      async (request) => {
        await profile.remove(authOf(request).userId);
        return { success: true as const, message: PROFILE_MESSAGES.deleted };
      },
    );
  };
