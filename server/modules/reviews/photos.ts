import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { REVIEW_MESSAGES, type ReviewPhoto, reviewThumbName } from '../../../contract/reviews.ts';
import { payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import type { FileStore } from '../../platform/index.ts';

// A review's photos, made from the bytes a shopper sent, like every other upload: judged by the bytes
// (never the name or declared type), turned upright by their EXIF orientation and written as WebP with
// no metadata (sharp writes none unless asked, so camera details and GPS positions never reach
// /uploads). Each photo becomes two public pictures: the photo at most 1600 px on its long side, and a
// 400 px square thumbnail for the lists.

/** Formats a photo may arrive in, judged by the bytes. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** The long side of a stored photo: sharp on a phone, small on the wire. */
export const REVIEW_PHOTO_LONG_SIDE = 1600;
export const REVIEW_THUMB_SIDE = 400;
/** A 5 MB file can still decode to a huge bitmap; a 48-megapixel phone photo is the largest expected. */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 80;
export const REVIEWS_FOLDER = 'reviews';
const STORED_NAME = /^reviews\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** A photo ready to store. */
export interface ReviewPicture {
  full: Buffer;
  thumb: Buffer;
}

export const notAPhoto = () =>
  unsupportedMediaType(REVIEW_MESSAGES.photoNotImage, [
    { field: 'photos', msg: REVIEW_MESSAGES.photoNotImage },
  ]);

/** Re-encodes one photo; bytes that are not a picture of an accepted format → 415. */
export async function toReviewPicture(bytes: Buffer): Promise<ReviewPicture> {
  const options = { limitInputPixels: false as const, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch {
    throw notAPhoto();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAPhoto();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw payloadTooLarge(REVIEW_MESSAGES.photoTooManyPixels, [
      { field: 'photos', msg: REVIEW_MESSAGES.photoTooManyPixels },
    ]);
  }
  const source = () =>
    sharp(bytes, { ...options, limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).autoOrient();
  try {
    const [full, thumb] = await Promise.all([
      source()
        .resize(REVIEW_PHOTO_LONG_SIDE, REVIEW_PHOTO_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
      source()
        .resize(REVIEW_THUMB_SIDE, REVIEW_THUMB_SIDE, { fit: 'cover', position: sharp.strategy.attention })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    ]);
    return { full, thumb };
  } catch {
    // Declared as a picture but undecodable (truncated, HEVC without a decoder).
    throw notAPhoto();
  }
}

/** Re-encodes every photo before anything is stored, so one bad photo stores none. */
export function toReviewPictures(photos: readonly Buffer[]): Promise<ReviewPicture[]> {
  return Promise.all(photos.map(toReviewPicture));
}

/**
 * Removes stored photos and their thumbnails; never throws (a file left behind is an orphan, never
 * shown). Only names this module made are touched, so a bad value can never point elsewhere.
 */
export async function removeReviewPhotos(store: FileStore, files: readonly string[]): Promise<void> {
  const keys = files
    .filter((file) => STORED_NAME.test(file))
    .flatMap((file) => [file, reviewThumbName(file)]);
  await Promise.all(
    keys.map(async (key) => {
      try {
        await store.deletePublic(key);
      } catch {
        // Left behind: nothing refers to it.
      }
    }),
  );
}

/**
 * Stores the photos as public pictures reviews/<uuid>.webp (and reviews/<uuid>-thumb.webp) and returns
 * their names. A failure part-way removes what was written and throws.
 */
export async function storeReviewPhotos(
  store: FileStore,
  pictures: readonly ReviewPicture[],
): Promise<ReviewPhoto[]> {
  const stored: string[] = [];
  try {
    const photos: ReviewPhoto[] = [];
    for (const picture of pictures) {
      const file = `${REVIEWS_FOLDER}/${randomUUID()}.webp`;
      stored.push(file);
      await store.putPublic(file, picture.full, 'image/webp');
      await store.putPublic(reviewThumbName(file), picture.thumb, 'image/webp');
      photos.push({ file, thumb: reviewThumbName(file) });
    }
    return photos;
  } catch (error) {
    await removeReviewPhotos(store, stored);
    throw error;
  }
}
