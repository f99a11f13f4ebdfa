import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { messageResponse } from '../../../contract/auth.ts';
import {
  PROFILE_MESSAGES,
  profileResponse,
  profileUpdateFields,
  profileUpdateResponse,
} from '../../../contract/profile.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import { acceptProfileForms, readProfileForm } from './form.ts';
import type { ProfileService } from './service.ts';

/** The photo arrives as the bytes of the form's file field; JSON cannot carry one. */
const photoUpload = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { error: PROFILE_MESSAGES.imageNotImage })
  .meta({ type: 'string', format: 'binary', description: 'The photo file (multipart only)' });
/** Absent body = nothing to change (answered with 'No changes to save', not a schema error). */
const profileUpdateBody = profileUpdateFields.extend({ image: photoUpload.optional() }).nullish();

const tags = ['profile'];

export const profileRoutes =
  (profile: ProfileService): FastifyPluginAsync =>
  async (app) => {
    await acceptProfileForms(app);

    route(
      app,
      'profile',
      { tags, summary: "The signed-in shopper's profile and coin balance", answer: profileResponse },
      async (request) => ({ user: await profile.view(authOf(request).userId) }),
    );

    route(
      app,
      'profileUpdate',
      {
        tags,
        summary: 'Change name, email, phone, gender or photo (multipart/form-data, or JSON without a photo)',
        description:
          'Only the fields sent change; any other field is refused. The photo (field `image`, at most ' +
          '2 MB, JPEG/PNG/WebP/GIF/AVIF/HEIF) is stored re-encoded as a 512×512 WebP without metadata.',
        consumes: ['multipart/form-data', 'application/json'],
        body: profileUpdateBody,
        answer: profileUpdateResponse,
        errors: [409, 413, 415],
        // Runs after the sign-in guard, so strangers cannot make it parse uploads.
        preValidation: readProfileForm,
      },
      async (request) => {
        const { user, image } = await profile.update(authOf(request).userId, request.body ?? {});
        return { message: PROFILE_MESSAGES.updated, user, image };
      },
    );

    route(
      app,
      'logout',
      { tags, summary: 'End this sign-in (the token stops working)', answer: messageResponse },
      async (request) => {
        await profile.logout(authOf(request).sessionId);
        return { message: PROFILE_MESSAGES.loggedOut };
      },
    );

    route(
      app,
      'deleteAccount',
      {
        tags,
        summary: 'Delete the account: every sign-in ends and the personal details are erased',
        answer: messageResponse,
      },
      async (request) => {
        await profile.remove(authOf(request).userId);
        return { message: PROFILE_MESSAGES.deleted };
      },
    );
  };
