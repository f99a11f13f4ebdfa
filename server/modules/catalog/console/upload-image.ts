import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MESSAGES, type UploadKind } from '../../../../contract/admin-products.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../../lib/errors.ts';

// A catalogue picture, made from the bytes staff uploaded (docs/decisions/025): judged by its bytes
// (never its name or declared type), turned upright by its EXIF orientation, fitted to the box the
// storefront draws it in and written as WebP with no metadata at all (sharp writes none unless asked,
// so camera details and GPS positions never reach /uploads). Where the source is big enough, a second
// file at twice the size serves zoom and high-density screens.

/** Formats a picture may arrive in, judged by the bytes. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** The shortest side a source may have (a logo is a wide, short strip: it needs only its height). */
export const UPLOAD_MIN_SIDE = 200;
const LOGO_MIN_SIDE = 60;
/**
 * A file under 8 MB can still decode to a huge bitmap; a 48-megapixel phone photo is the largest
 * expected. Bigger ones are refused before they are decoded.
 */
export const UPLOAD_MAX_PIXELS = 60_000_000;
const WEBP_QUALITY = 82;

interface Box {
  width: number;
  height: number;
  /** cover: filled and cropped to the box (on its most interesting part); inside: fitted, aspect kept. */
  fit: 'cover' | 'inside';
}

/** The storefront's sizes for each kind of picture (CSS pixels). */
export const UPLOAD_BOXES: Record<UploadKind, Box> = {
  /** Product pictures: 4:5 portrait, the product page and the cards. */
  product: { width: 600, height: 750, fit: 'cover' },
  banner: { width: 1200, height: 480, fit: 'cover' },
  card: { width: 600, height: 400, fit: 'cover' },
  tile: { width: 320, height: 320, fit: 'cover' },
  /** Logos keep their shape (and transparency): their answer gives the size they came out at. */
  logo: { width: 320, height: 160, fit: 'inside' },
};

export interface CataloguePicture {
  webp: Buffer;
  /** The same picture at twice the width and height, when the source had the pixels for it. */
  retina: Buffer | null;
  width: number;
  height: number;
}

export const notAnImage = () => unsupportedMediaType(UPLOAD_MESSAGES.notAnImage);
export const tooSmall = () => badRequest(UPLOAD_MESSAGES.tooSmall);
export const tooManyPixels = () =>
  payloadTooLarge(
    'This picture has more than 60 million pixels: choose a smaller one (or save it smaller first).',
  );

/** The size a source comes out at in its box (inside: aspect kept; cover: the box). */
function outputSize(box: Box, width: number, height: number): { width: number; height: number } {
  if (box.fit === 'cover') return { width: box.width, height: box.height };
  const scale = Math.min(box.width / width, box.height / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Makes the stored picture (and its double-size twin) for `kind`. 415 for bytes that are not a picture
 * of an accepted format, 400 for one under UPLOAD_MIN_SIDE on a side, 413 for one over UPLOAD_MAX_PIXELS.
 */
export async function toCataloguePicture(bytes: Buffer, kind: UploadKind): Promise<CataloguePicture> {
  const options = { limitInputPixels: false as const, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw tooManyPixels();
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (Math.min(width, height) < (kind === 'logo' ? LOGO_MIN_SIDE : UPLOAD_MIN_SIDE)) throw tooSmall();

  const box = UPLOAD_BOXES[kind];
  const size = outputSize(box, width, height);
  // Twice the size only from real pixels: the source must cover the doubled box without enlarging.
  const double = { width: size.width * 2, height: size.height * 2 };
  const hasRetina =
    box.fit === 'cover'
      ? width >= double.width && height >= double.height
      : width >= double.width || height >= double.height;

  const source = () =>
    sharp(bytes, { ...options, limitInputPixels: UPLOAD_MAX_PIXELS, pages: 1 }).autoOrient();
  const fitted = (target: { width: number; height: number }) =>
    box.fit === 'cover'
      ? {
          width: target.width,
          height: target.height,
          fit: 'cover' as const,
          position: sharp.strategy.attention,
        }
      : { width: target.width, height: target.height, fit: 'fill' as const };
  try {
    if (!hasRetina) {
      const webp = await source().resize(fitted(size)).webp({ quality: WEBP_QUALITY }).toBuffer();
      return { webp, retina: null, ...size };
    }
    // The double is cut first and the single made from it, so both show exactly the same crop.
    const { data, info } = await source().resize(fitted(double)).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [retina, webp] = await Promise.all([
      sharp(data, raw).webp({ quality: WEBP_QUALITY }).toBuffer(),
      sharp(data, raw)
        .resize(size.width, size.height, { fit: 'fill' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    ]);
    return { webp, retina, ...size };
  } catch {
    // Declared as a picture but undecodable (truncated, HEVC without a decoder).
    throw notAnImage();
  }
}
