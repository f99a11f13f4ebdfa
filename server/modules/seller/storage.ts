import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileKind } from './file-kinds.ts';
import type { SellerFileRecord } from './schema.ts';

// Where a seller's documents live: DATA_DIR/seller-documents/<application id>/<uuid>.<ext>. The
// folder is beside the public uploads, never inside them, so no URL reaches a passbook or a license.
// Names are made here; nothing the sender wrote (file name, type) reaches the disk.

export const SELLER_DOCUMENTS_FOLDER = 'seller-documents';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function sellerDocumentsDir(dataDir: string): string {
  return path.join(dataDir, SELLER_DOCUMENTS_FOLDER);
}

export function applicationDir(dataDir: string, applicationId: string): string {
  if (!UUID.test(applicationId)) throw new Error('not an application id');
  return path.join(sellerDocumentsDir(dataDir), applicationId);
}

export interface CheckedFile {
  kind: SellerFileRecord['kind'];
  bytes: Buffer;
  type: FileKind;
}

/** Writes the files of a new application (its folder must not exist yet) and returns their records. */
export async function saveApplicationFiles(
  dataDir: string,
  applicationId: string,
  files: CheckedFile[],
): Promise<SellerFileRecord[]> {
  const dir = applicationDir(dataDir, applicationId);
  await mkdir(sellerDocumentsDir(dataDir), { recursive: true, mode: 0o700 });
  await mkdir(dir, { mode: 0o700 });
  const records: SellerFileRecord[] = [];
  for (const file of files) {
    const name = `${randomUUID()}.${file.type.ext}`;
    await writeFile(path.join(dir, name), file.bytes, { flag: 'wx', mode: 0o600 });
    records.push({ kind: file.kind, name, mime: file.type.mime, size: file.bytes.length });
  }
  return records;
}

/** Removes an application's folder; used when its row could not be stored. Never throws. */
export async function removeApplicationFiles(dataDir: string, applicationId: string): Promise<void> {
  try {
    await rm(applicationDir(dataDir, applicationId), { recursive: true, force: true });
  } catch {
    // An orphaned folder is tidied by hand; the shopper's answer is the insert's failure.
  }
}
