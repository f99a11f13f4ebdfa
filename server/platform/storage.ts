import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createDiskStore } from './storage-disk.ts';

// Where the shop's files live (docs/decisions/026): on local disk under DATA_DIR by default, or in an
// S3-compatible bucket with the S3_* settings, so every instance sees every file. Two kinds of file:
// public pictures (catalogue art, profile photos), served to anyone at a stable URL, and private
// documents (seller applications), reachable only by the shop or through a short-lived signed link.

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores a public picture under `key` (e.g. `catalogue/<uuid>.webp`) and returns the URL shoppers
   * load it from: `/uploads/<key>` (served by any instance) or the CDN/public URL. The shop records
   * the key (the contract's picture names), and /uploads/<key> answers it on every store.
   */
  putPublic(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The key of a URL putPublic returned (or of a legacy `/uploads/…` path); undefined for other URLs. */
  keyOfPublicUrl(url: string): string | undefined;
  /** Removes a public picture; a missing one is not an error. */
  deletePublic(key: string): Promise<void>;
  /** Whether a public picture exists (the demo pictures are drawn only when missing). */
  hasPublic(key: string): Promise<boolean>;
  /** A public picture's bytes and type, for /uploads/<key> when the files are not on this disk. */
  readPublic(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  /** Stores a private document (never reachable without the shop). */
  putPrivate(key: string, bytes: Buffer, contentType: string): Promise<void>;
  readPrivate(key: string): Promise<Buffer | undefined>;
  /** Removes every private document under a prefix (e.g. `seller-documents/<applicationId>/`). */
  deletePrivatePrefix(prefix: string): Promise<void>;
  /** The keys of the private documents under a prefix (ending in `/`), sorted. */
  listPrivate(prefix: string): Promise<string[]>;
  /** A link to a private document valid for `seconds`; undefined on disk (the shop streams it). */
  signedUrl(key: string, seconds: number): Promise<string | undefined>;
  /** Readiness: the bucket (or folder) answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Picks the store the settings ask for. */
export async function openStore(config: Config, log: FastifyBaseLogger): Promise<FileStore> {
  if (!config.s3) return createDiskStore({ uploadsDir: config.uploadsDir, dataDir: config.dataDir });
  // Loaded only when asked for: the AWS SDK is large, and the default shop never needs it.
  const { createS3Store } = await import('./storage-s3.ts');
  const { bucket, endpoint, publicUrl } = config.s3;
  log.info({ bucket, endpoint, publicUrl }, 'files in an S3 bucket');
  return createS3Store(config.s3, log);
}
