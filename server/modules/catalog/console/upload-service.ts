import { randomUUID } from 'node:crypto';
import type { UploadKind } from '../../../../contract/admin-products.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { FileStore } from '../../../platform/index.ts';
import type { Actor, AuditService } from '../../staff/index.ts';
import { toCataloguePicture } from './upload-image.ts';

// The console's picture uploads (POST /api/admin/uploads): each is made into the stored WebP for its
// kind (upload-image.ts), stored as a public picture catalogue/<uuid>.webp in the file store (the disk's
// uploads folder or the bucket), and logged. A picture belongs to nothing until a form saves its name
// into a product, brand, category or home section; one never saved stays stored unused (an orphan,
// never shown).

export const CATALOGUE_FOLDER = 'catalogue';

/** The double-size twin of a stored picture: catalogue/<id>.webp → catalogue/<id>@2x.webp. */
export const retinaName = (file: string) => file.replace(/\.webp$/, '@2x.webp');

export interface UploadedPicture {
  /** The stored name, as forms save it (shown from /uploads/{file}). */
  file: string;
  width: number;
  height: number;
}

export interface UploadDeskDeps {
  db: Db;
  /** Where the pictures go (server/platform/storage.ts). */
  store: FileStore;
  audit: Pick<AuditService, 'record'>;
}

export interface UploadDesk {
  upload(
    actor: Actor,
    picture: { kind: UploadKind; bytes: Buffer; filename: string | null },
  ): Promise<UploadedPicture>;
}

export function createUploadDesk({ db, store, audit }: UploadDeskDeps): UploadDesk {
  const removeQuietly = async (key: string) => {
    try {
      await store.deletePublic(key);
    } catch {
      // Left behind as an orphan: nothing refers to it.
    }
  };

  return {
    async upload(actor, { kind, bytes, filename }) {
      const picture = await toCataloguePicture(bytes, kind);
      const file = `${CATALOGUE_FOLDER}/${randomUUID()}.webp`;
      const written: string[] = [];
      try {
        for (const [name, data] of [
          [file, picture.webp],
          [retinaName(file), picture.retina],
        ] as const) {
          if (!data) continue;
          await store.putPublic(name, data, 'image/webp');
          written.push(name);
        }
        await inTransaction(db, (tx) =>
          audit.record(tx, actor, {
            action: 'upload.create',
            targetType: 'upload',
            targetId: file,
            targetLabel: filename ? filename.slice(0, 120) : null,
            after: {
              kind,
              width: picture.width,
              height: picture.height,
              bytes: picture.webp.length,
              retina: picture.retina !== null,
            },
          }),
        );
      } catch (error) {
        // Nothing is kept that the log does not record.
        await Promise.all(written.map(removeQuietly));
        throw error;
      }
      return { file, width: picture.width, height: picture.height };
    },
  };
}
