import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REVIEW_MESSAGES, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '../../../contract/reviews.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import { FORM_MESSAGES, formReadError } from '../../lib/form-messages.ts';

// Reads a review's multipart body with its own limits: a few short text fields and up to three photos
// of at most 5 MB each, checked while the bytes arrive, so an oversized photo is refused after at most
// its limit is read and a fourth is refused before its bytes are read at all.

/** The longest text value: the review (2000 characters, up to 4 bytes each in any script). */
const FIELD_MAX_BYTES = 8 * 1024 + 64;
const FIELDS_MAX = 12;
export const PHOTO_FIELD = 'photos';

const photoField = (msg: string) => [{ field: PHOTO_FIELD, msg }];
const tooLarge = () =>
  payloadTooLarge(REVIEW_MESSAGES.photoTooLarge, photoField(REVIEW_MESSAGES.photoTooLarge));
const tooMany = () => badRequest(REVIEW_MESSAGES.tooManyPhotos, photoField(REVIEW_MESSAGES.tooManyPhotos));

/** Registers multipart parsing inside the reviews plugin only, with the review form's limits. */
export async function acceptReviewForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      // Backstops one above the form's own limits, so its own checks (and words) answer first.
      fileSize: REVIEW_PHOTO_MAX_BYTES + 1,
      files: REVIEW_PHOTOS_MAX + 1,
      fields: FIELDS_MAX,
      fieldSize: FIELD_MAX_BYTES,
      parts: FIELDS_MAX + REVIEW_PHOTOS_MAX + 1,
    },
  });
}

/** The photo's bytes, refused with 413 as soon as they pass the limit. */
async function readLimited(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (size > REVIEW_PHOTO_MAX_BYTES) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  if ((file as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

function addText(body: Record<string, unknown>, name: string, value: string) {
  const previous = body[name];
  // A repeated text field becomes a list, which the schema refuses: one value per field.
  if (previous === undefined) body[name] = value;
  else body[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

/**
 * preValidation, after the sign-in guard (strangers cannot make the shop read a body): the multipart
 * body becomes a plain object for the route's schema, text fields as strings and `photos` as a list of
 * byte buffers. Any other body → 415; a file under another name → 400.
 */
export async function readReviewForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw unsupportedMediaType(REVIEW_MESSAGES.notMultipart);
  const body: Record<string, unknown> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) throw badRequest(REVIEW_MESSAGES.unknownFile);
        // One photo too many is refused before its bytes are read.
        if (photos.length >= REVIEW_PHOTOS_MAX && part.filename) throw tooMany();
        const bytes = await readLimited(part.file);
        // A browser sends an untouched file input as an empty, nameless file: nothing chosen.
        if (bytes.length === 0 && !part.filename) continue;
        if (photos.length >= REVIEW_PHOTOS_MAX) throw tooMany();
        photos.push(bytes);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(FORM_MESSAGES.valueTooLong);
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        addText(body, part.fieldname, value);
      }
    }
  } catch (error) {
    throw formReadError(error, { fileTooLarge: tooLarge, tooManyFiles: tooMany });
  }
  body[PHOTO_FIELD] = photos;
  request.body = body;
}
