import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SELLER_FILE_FIELDS,
  SELLER_FILE_LIMITS,
  SELLER_FILE_MESSAGES,
  SELLER_MESSAGES,
  type SellerFileField,
} from '../../../contract/seller.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import { FORM_MESSAGES, formReadError } from '../../lib/form-messages.ts';

// Reads the seller application's multipart body with its own limits: each file field has a size and
// a count (SELLER_FILE_LIMITS), checked while the bytes arrive, so an oversized file is refused after
// at most its limit is read, not after the whole upload.

/** An uploaded file before its bytes are judged. */
export interface Upload {
  bytes: Buffer;
  /** As sent; shown nowhere and never used for storing. */
  filename: string;
}

/** Every text field is short; the description (≤ 1000 characters) is the longest, in any script. */
const FIELD_MAX_BYTES = 8 * 1024;
const FIELDS_MAX = 20;
const FILES_MAX = SELLER_FILE_FIELDS.reduce((sum, field) => sum + SELLER_FILE_LIMITS[field].maxFiles, 0);
const FILE_MAX_BYTES = Math.max(...SELLER_FILE_FIELDS.map((field) => SELLER_FILE_LIMITS[field].maxBytes));

const tooLarge = (message: string, field?: SellerFileField) =>
  payloadTooLarge(message, field ? [{ field, msg: message }] : undefined);

const isFileField = (name: string): name is SellerFileField =>
  (SELLER_FILE_FIELDS as string[]).includes(name);

/** Registers multipart parsing inside the seller plugin only, with the application's limits. */
export async function acceptSellerForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      // A backstop one byte above the largest field limit, so the field's own check answers first.
      fileSize: FILE_MAX_BYTES + 1,
      files: FILES_MAX,
      fields: FIELDS_MAX,
      fieldSize: FIELD_MAX_BYTES,
      parts: FIELDS_MAX + FILES_MAX,
    },
  });
}

/** The file's bytes, refused with 413 as soon as they pass `maxBytes`. */
async function readLimited(file: Readable, field: SellerFileField): Promise<Buffer> {
  const { maxBytes } = SELLER_FILE_LIMITS[field];
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge(SELLER_FILE_MESSAGES[field].tooLarge, field);
    chunks.push(chunk as Buffer);
  }
  if ((file as Readable & { truncated?: boolean }).truncated)
    throw tooLarge(SELLER_FILE_MESSAGES[field].tooLarge, field);
  return Buffer.concat(chunks);
}

function addText(body: Record<string, unknown>, name: string, value: string) {
  const previous = body[name];
  // A repeated text field becomes a list, which the schema refuses: one value per field.
  if (previous === undefined) body[name] = value;
  else body[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

/**
 * preValidation: turns the multipart body into a plain object for the route's schema: text fields as
 * strings (a JSON part is turned back into its text), storelogo and license as one Upload each (a
 * second one → 413), images and passbookImage as lists of Uploads. Any other body → 415.
 */
export async function readSellerForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw unsupportedMediaType(SELLER_MESSAGES.notMultipart);
  const body: Record<string, unknown> = {};
  const files: Record<SellerFileField, Upload[]> = {
    storelogo: [],
    license: [],
    images: [],
    passbookImage: [],
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const field = part.fieldname;
        if (!isFileField(field)) throw badRequest(SELLER_MESSAGES.unknownFile);
        const full = files[field].length >= SELLER_FILE_LIMITS[field].maxFiles;
        const tooMany = () => tooLarge(SELLER_FILE_MESSAGES[field].tooMany, field);
        // One file too many is refused before its bytes are read.
        if (full && part.filename) throw tooMany();
        const bytes = await readLimited(part.file, field);
        // A browser sends an untouched file input as an empty, nameless file: nothing chosen.
        if (bytes.length === 0 && !part.filename) continue;
        if (full) throw tooMany();
        files[field].push({ bytes, filename: part.filename });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(FORM_MESSAGES.valueTooLong);
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        addText(body, part.fieldname, value);
      }
    }
  } catch (error) {
    // The plugin's limits are the whole form's (each field's own are checked above): past them, too
    // many files were sent.
    const tooManyFiles = () => tooLarge(SELLER_MESSAGES.tooManyFiles);
    throw formReadError(error, { fileTooLarge: tooManyFiles, tooManyFiles });
  }
  const [logo] = files.storelogo;
  const [license] = files.license;
  if (logo) body.storelogo = logo;
  if (license) body.license = license;
  body.images = files.images;
  body.passbookImage = files.passbookImage;
  request.body = body;
}
