import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Links to a seller's documents for the console. A link opened in a new tab carries no bearer header,
// so the token in the path is the credential: it names the application, the file (its place in the
// application's list of files), the staff member it was made for and when it stops working, and it is
// signed with a key derived from the shop's auth secret. Whoever opens it must still be staff allowed
// to read sellers (checked on every open). The token is packed (73 characters) so it fits in one path
// segment under the router's parameter limit.

/** How long a document link works. */
export const DOCUMENT_LINK_TTL_MS = 5 * 60_000;

export interface DocumentClaims {
  applicationId: string;
  /** The file's place in the application's list of files (a list that never changes). */
  fileIndex: number;
  /** The staff member the link was made for. */
  staffUserId: string;
  /** Epoch ms, a whole second. */
  expiresAt: number;
}

export interface DocumentLinks {
  /** The path (under the shop's origin) of a signed link to one document. */
  sign(claims: DocumentClaims): string;
  /** The claims of an intact token; null for one that was altered, malformed or expired at `now`. */
  verify(token: string, now: Date): DocumentClaims | null;
}

export const DOCUMENT_LINK_PREFIX = '/api/admin/seller-documents/';

/** The expiry a link made at `now` carries: five minutes on, to the second. */
export const linkExpiry = (now: Date): number =>
  Math.floor((now.getTime() + DOCUMENT_LINK_TTL_MS) / 1000) * 1000;

const PAYLOAD_BYTES = 16 + 16 + 1 + 4;
const SIGNATURE_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createDocumentLinks(secret: string): DocumentLinks {
  const key = createHash('sha256').update(`seller-documents:${secret}`).digest();
  const mac = (payload: Buffer) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);

  return {
    sign(claims) {
      if (!UUID.test(claims.applicationId) || !UUID.test(claims.staffUserId)) throw new Error('not an id');
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      uuidBytes(claims.applicationId).copy(payload, 0);
      uuidBytes(claims.staffUserId).copy(payload, 16);
      payload.writeUInt8(claims.fileIndex, 32);
      payload.writeUInt32BE(Math.floor(claims.expiresAt / 1000), 33);
      return `${DOCUMENT_LINK_PREFIX}${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
    },

    verify(token, now) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      if (payload.length !== PAYLOAD_BYTES || given.length !== SIGNATURE_BYTES) return null;
      if (!timingSafeEqual(given, mac(payload))) return null;
      const expiresAt = payload.readUInt32BE(33) * 1000;
      if (now.getTime() >= expiresAt) return null;
      return {
        applicationId: uuidOf(payload.subarray(0, 16)),
        staffUserId: uuidOf(payload.subarray(16, 32)),
        fileIndex: payload.readUInt8(32),
        expiresAt,
      };
    },
  };
}
