import sharp from 'sharp';
import { SELLER_FILE_MESSAGES, type SellerFileField } from '../../../contract/seller.ts';
import { unsupportedMediaType } from '../../lib/errors.ts';

// What an uploaded document really is, read from its first bytes: the name and the declared type are
// the sender's word and are never trusted. Anything else is refused with 415.

export interface FileKind {
  ext: 'jpg' | 'png' | 'webp' | 'pdf' | 'doc' | 'docx';
  mime: string;
}

const KINDS = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  doc: { ext: 'doc', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const satisfies Record<string, FileKind>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');
/** OLE2 compound file: Word 97–2003 .doc. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A zip's local file header; a .docx is a zip holding word/document.xml. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const startsWith = (bytes: Buffer, signature: Buffer, at = 0) =>
  bytes.length >= at + signature.length && bytes.subarray(at, at + signature.length).equals(signature);

/** The image kind of the bytes by signature, or undefined. */
export function imageKindOf(bytes: Buffer): FileKind | undefined {
  if (startsWith(bytes, JPEG)) return KINDS.jpg;
  if (startsWith(bytes, PNG)) return KINDS.png;
  if (startsWith(bytes, Buffer.from('RIFF', 'latin1')) && startsWith(bytes, Buffer.from('WEBP', 'latin1'), 8))
    return KINDS.webp;
  return undefined;
}

/** The document kind of the bytes (PDF, Word .doc, Word .docx), or undefined. */
export function documentKindOf(bytes: Buffer): FileKind | undefined {
  if (startsWith(bytes, PDF)) return KINDS.pdf;
  if (startsWith(bytes, OLE2)) return KINDS.doc;
  // Entry names sit in plain text in a zip's headers; a Word document always has the word/ folder.
  if (startsWith(bytes, ZIP) && bytes.includes('word/', 0, 'latin1')) return KINDS.docx;
  return undefined;
}

const SHARP_FORMATS: Record<string, FileKind['ext']> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/** A photo of a page or a shop front, not a poster: refuse bitmaps that would eat memory to decode. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * True when an image's header decodes as the format its signature claims: a script that starts with
 * the eight PNG bytes is still refused.
 */
async function decodesAs(bytes: Buffer, kind: FileKind): Promise<boolean> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return Boolean(meta.format && SHARP_FORMATS[meta.format] === kind.ext && meta.width && meta.height);
  } catch {
    return false;
  }
}

/** Larger sides are scaled down to this: plenty to read a passbook page or see a shop front. */
export const SELLER_IMAGE_MAX_SIDE = 2000;

/**
 * An image as stored: turned upright by its EXIF orientation, scaled down to SELLER_IMAGE_MAX_SIDE and
 * re-encoded in its own format with no metadata (sharp writes none unless asked), so GPS position,
 * camera and owner details in a phone photo never reach the disk.
 */
export async function reencodeImage(bytes: Buffer, kind: FileKind): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(SELLER_IMAGE_MAX_SIDE, SELLER_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  if (kind.ext === 'png') return image.png().toBuffer();
  if (kind.ext === 'webp') return image.webp({ quality: 85 }).toBuffer();
  return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

const wrongKind = (field: SellerFileField) =>
  unsupportedMediaType(SELLER_FILE_MESSAGES[field].wrongKind, [
    { field, msg: SELLER_FILE_MESSAGES[field].wrongKind },
  ]);

/** The kind of an upload of `field` (license: a document; the others: an image), or 415. */
export async function checkFileKind(field: SellerFileField, bytes: Buffer): Promise<FileKind> {
  if (field === 'license') {
    const kind = documentKindOf(bytes);
    if (!kind) throw wrongKind(field);
    return kind;
  }
  const kind = imageKindOf(bytes);
  if (!kind || !(await decodesAs(bytes, kind))) throw wrongKind(field);
  return kind;
}
