// The rules both file stores apply to keys (server/platform/storage.ts). A key is a relative path the
// shop made (`catalogue/<uuid>.webp`, `seller-documents/<id>/<uuid>.pdf`); anything that could climb out
// of its folder or prefix is refused before it reaches a disk path or a bucket key.

const SEGMENT = /^[A-Za-z0-9_@-][A-Za-z0-9_.@-]*$/;

/** The key when every segment is a plain name (no `..`, no dot-file, no empty part); undefined otherwise. */
export function validKey(key: string): string | undefined {
  if (key.length === 0 || key.length > 512) return undefined;
  const segments = key.split('/');
  return segments.every((segment) => SEGMENT.test(segment)) ? key : undefined;
}

/** The key, or an error naming it: a store is only ever called with keys the shop made. */
export function checkedKey(key: string): string {
  const valid = validKey(key);
  if (!valid) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return valid;
}

/** A folder of keys (`seller-documents/<id>/`): a valid key followed by a slash. */
export function checkedPrefix(prefix: string): string {
  if (!prefix.endsWith('/') || !validKey(prefix.slice(0, -1))) {
    throw new Error(`not a key folder: ${JSON.stringify(prefix)}`);
  }
  return prefix;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The media type a key's extension names (files on disk carry no type of their own). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** The shop's own address of a public key. Key characters are all allowed in a URL path as they are. */
export const uploadsPath = (key: string): string => `/uploads/${key}`;

/** The key of a `/uploads/<key>` path (percent-escapes read), or undefined when it is no valid key. */
export function keyOfUploadsPath(url: string): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  try {
    return validKey(decodeURIComponent(url.slice('/uploads/'.length).split(/[?#]/)[0] ?? ''));
  } catch {
    return undefined;
  }
}
