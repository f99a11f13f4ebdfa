import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadKind } from '../../../../contract/admin-products.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Actor, AuditService } from '../../staff/index.ts';
import { toCataloguePicture } from './upload-image.ts';

// The console's picture uploads (POST /api/admin/uploads): each is made into the stored WebP for its
// kind (upload-image.ts), written under uploads/catalogue/ with a fresh random name, and logged. A
// picture belongs to nothing until a form saves its name into a product, brand, category or home
// section; one never saved stays on disk unused (an orphan, never shown).

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
  uploadsDir: string;
  audit: Pick<AuditService, 'record'>;
}

export interface UploadDesk {
  upload(
    actor: Actor,
    picture: { kind: UploadKind; bytes: Buffer; filename: string | null },
  ): Promise<UploadedPicture>;
}

async function removeQuietly(file: string) {
  try {
    await unlink(file);
  } catch {
    // Already gone, or never written.
  }
}

export function createUploadDesk({ db, uploadsDir, audit }: UploadDeskDeps): UploadDesk {
  return {
    async upload(actor, { kind, bytes, filename }) {
      const picture = await toCataloguePicture(bytes, kind);
      const file = `${CATALOGUE_FOLDER}/${randomUUID()}.webp`;
      const written: string[] = [];
      try {
        await mkdir(path.join(uploadsDir, CATALOGUE_FOLDER), { recursive: true });
        for (const [name, data] of [
          [file, picture.webp],
          [retinaName(file), picture.retina],
        ] as const) {
          if (!data) continue;
          const target = path.join(uploadsDir, name);
          await writeFile(target, data, { flag: 'wx' });
          written.push(target);
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
