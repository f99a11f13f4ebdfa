import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminUploadQuery,
  adminUploadResponse,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '../../../../contract/admin-products.ts';
import { badRequest, payloadTooLarge } from '../../../lib/errors.ts';
import { formReadError } from '../../../lib/form-messages.ts';
import { route } from '../../../lib/route.ts';
import { actorOf } from '../../staff/index.ts';
import type { UploadDesk } from './upload-service.ts';

// POST /api/admin/uploads: one picture as the multipart part `file`, read only after the staff check.

/** The picture's bytes and the name the browser gave it. */
interface PictureForm {
  bytes: Buffer;
  filename: string | null;
}

const tooLarge = () => payloadTooLarge(UPLOAD_MESSAGES.tooLarge);

/** The names browsers gave the pictures being read (for the log only). */
const filenames = new WeakMap<FastifyRequest, string | null>();

/**
 * preValidation, after the staff check (strangers cannot make the shop read a body): the form's one
 * file part `file` becomes `{ file: bytes }` for the schema; other parts are ignored. 400 without one.
 */
async function readPictureForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.fileRequired);
  // A body announced as larger than a picture may be is refused before it is read.
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > UPLOAD_MAX_BYTES + 64 * 1024) throw tooLarge();
  let picture: PictureForm | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file' || (bytes.length === 0 && !part.filename)) continue;
      picture = { bytes, filename: part.filename || null };
    }
  } catch (error) {
    throw formReadError(error, { fileTooLarge: tooLarge });
  }
  if (!picture || picture.bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.fileRequired);
  filenames.set(request, picture.filename);
  request.body = { file: picture.bytes };
}

/** The picture arrives as the bytes of the form's file part. */
const uploadBody = z.object({
  file: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), { error: UPLOAD_MESSAGES.fileRequired })
    .meta({ type: 'string', format: 'binary', description: 'The picture file (at most 8 MB)' }),
});

export const uploadRoutes =
  (desk: UploadDesk): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    // Any other body is left unread here and refused by the route (after the staff check) in its words.
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    route(
      app,
      'adminUpload',
      {
        tags: ['console: catalogue'],
        summary: 'Upload a picture (multipart part `file`): checked, stripped of metadata, stored as WebP',
        description:
          'The picture is judged by its bytes (JPEG, PNG, WebP, GIF, AVIF or HEIF; at most 8 MB; at least ' +
          '200 pixels on each side), turned upright, stripped of EXIF and fitted to the box of its kind: ' +
          'product 600×750 (4:5), banner 1200×480, card 600×400, tile 320×320 (each cropped to its most ' +
          'interesting part), logo inside 320×160 (its shape kept). It is stored as catalogue/{id}.webp, ' +
          'with catalogue/{id}@2x.webp at twice the size when the source has the pixels for it. The ' +
          'answer gives the stored name and its size.',
        consumes: ['multipart/form-data'],
        querystring: adminUploadQuery,
        body: uploadBody,
        answer: adminUploadResponse,
        status: 201,
        errors: [413, 415],
        preValidation: readPictureForm,
      },
      async (request) =>
        desk.upload(actorOf(request), {
          kind: request.query.kind,
          bytes: request.body.file,
          filename: filenames.get(request) ?? null,
        }),
    );
  };
