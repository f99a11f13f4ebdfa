import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FileStore } from '../../platform/index.ts';
import type { FileKind } from './file-kinds.ts';
import type { SellerFileRecord } from './schema.ts';

// Where a seller's documents live: private files `seller-documents/<application id>/<uuid>.<ext>` in the
// file store (server/platform/storage.ts) — on disk under DATA_DIR, beside the public uploads and never
// inside them; in a bucket under its private prefix. No URL reaches a passbook or a licence except the
// console's signed links. Names are made here; nothing the sender wrote (file name, type) is stored.

export const SELLER_DOCUMENTS_FOLDER = 'seller-documents';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The folder the disk store keeps seller documents in (DATA_DIR/seller-documents). */
export function sellerDocumentsDir(dataDir: string): string {
  return path.join(dataDir, SELLER_DOCUMENTS_FOLDER);
}

/** The key prefix of one application's documents. */
export function applicationPrefix(applicationId: string): string {
  if (!UUID.test(applicationId)) throw new Error('not an application id');
  return `${SELLER_DOCUMENTS_FOLDER}/${applicationId}/`;
}

/** The key of one stored document, by its application and its stored name. */
export const documentKey = (applicationId: string, name: string): string =>
  `${applicationPrefix(applicationId)}${name}`;

export interface CheckedFile {
  kind: SellerFileRecord['kind'];
  bytes: Buffer;
  type: FileKind;
}

/** Stores the files of a new application (under its fresh id) and returns their records. */
export async function saveApplicationFiles(
  store: FileStore,
  applicationId: string,
  files: CheckedFile[],
): Promise<SellerFileRecord[]> {
  const records: SellerFileRecord[] = [];
  for (const file of files) {
    const name = `${randomUUID()}.${file.type.ext}`;
    await store.putPrivate(documentKey(applicationId, name), file.bytes, file.type.mime);
    records.push({ kind: file.kind, name, mime: file.type.mime, size: file.bytes.length });
  }
  return records;
}

/** Removes an application's documents (its row could not be stored, or it was erased). Never throws. */
export async function removeApplicationFiles(store: FileStore, applicationId: string): Promise<void> {
  try {
    await store.deletePrivatePrefix(applicationPrefix(applicationId));
  } catch {
    // Orphaned documents are tidied by hand; the caller's answer does not depend on them.
  }
}
