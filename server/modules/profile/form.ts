import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '../../../contract/profile.ts';
import { badRequest, payloadTooLarge } from '../../lib/errors.ts';
import { FORM_MESSAGES, formReadError } from '../../lib/form-messages.ts';

/** Longest text value read from the form; every profile field is far shorter (email ≤ 254). */
const FIELD_MAX_BYTES = 1024;
const FIELDS_MAX = 10;

export { FORM_MESSAGES };

/**
 * Lets the plugin's routes accept multipart/form-data with the profile editor's limits: one file of
 * at most 2 MB, a few short text fields. Registered inside the profile plugin only.
 */
export async function acceptProfileForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: PROFILE_IMAGE_MAX_BYTES,
      files: 1,
      fields: FIELDS_MAX,
      fieldSize: FIELD_MAX_BYTES,
      parts: FIELDS_MAX + 1,
    },
  });
}

function add(body: Record<string, unknown>, name: string, value: unknown) {
  const previous = body[name];
  // A repeated name becomes a list, which the schema refuses: one value per field.
  if (previous === undefined) body[name] = value;
  else body[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

/**
 * preValidation: turns a multipart body into a plain object — text fields as strings, a file as its
 * bytes — so the route's zod schema checks form and JSON bodies alike. Other bodies pass untouched.
 */
export async function readProfileForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A browser sends an untouched file input as an empty, nameless file: no photo chosen.
        if (bytes.length === 0 && !part.filename) continue;
        add(body, part.fieldname, bytes);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(FORM_MESSAGES.valueTooLong);
        add(body, part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw formReadError(error, {
      fileTooLarge: () => payloadTooLarge(PROFILE_MESSAGES.imageTooLarge),
    });
  }
  request.body = body;
}
