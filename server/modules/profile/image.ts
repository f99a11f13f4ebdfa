import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PROFILE_MESSAGES } from '../../../contract/profile.ts';
import { unsupportedMediaType } from '../../lib/errors.ts';
import type { FileStore } from '../../platform/index.ts';

/** Formats a shopper's photo may arrive in, judged by the bytes (never the name or declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Stored photos are squares this size: enough for the profile screens, small on disk and on the wire. */
export const PROFILE_IMAGE_SIZE = 512;
const WEBP_QUALITY = 80;
/** A 2 MB file can still decode to a huge bitmap; refuse anything bigger than a large phone photo. */
const MAX_INPUT_PIXELS = 50_000_000;
const STORED_NAME = /^profiles\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const notAnImage = () => unsupportedMediaType(PROFILE_MESSAGES.imageNotImage);

/**
 * Re-encodes an uploaded photo: upright by its EXIF orientation, cropped to a square, WebP. The output
 * carries no metadata (sharp writes none unless asked), so location and camera details never reach
 * /uploads. Bytes that do not decode as one of the accepted image formats → 415.
 */
export async function toProfileWebp(bytes: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(bytes, options)
      .autoOrient()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // Declared as an image but undecodable (truncated, HEVC without a decoder, over the pixel limit).
    throw notAnImage();
  }
}

/** Stores a photo as a public picture under a fresh random name and returns that name (users.image). */
export async function saveProfileImage(store: FileStore, webp: Buffer): Promise<string> {
  const name = `profiles/${randomUUID()}.webp`;
  await store.putPublic(name, webp, 'image/webp');
  return name;
}

/**
 * Removes a stored photo; true when none is left. Only names this module made are touched, so a bad
 * value in the column can never point outside the profiles folder. It runs after the database change
 * has committed, so it never throws: a photo left behind is an orphan, not a failed request.
 */
export async function removeProfileImage(
  store: FileStore,
  name: string | null | undefined,
): Promise<boolean> {
  if (!name || !STORED_NAME.test(name)) return true;
  try {
    await store.deletePublic(name);
    return true;
  } catch {
    return false;
  }
}
