import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  SELLER_MESSAGES,
  type SellerApplicationSummary,
  type SellerFileField,
  type sellerApplicationFormFields,
} from '../../../contract/seller.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type DataCipher, maskAccountNumber } from '../../lib/data-keys.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { FileStore } from '../../platform/index.ts';
import { checkFileKind, reencodeImage } from './file-kinds.ts';
import type { Upload } from './form.ts';
import * as repo from './repo.ts';
import { type CheckedFile, removeApplicationFiles, saveApplicationFiles } from './storage.ts';

export type SellerApplicationFields = z.output<typeof sellerApplicationFormFields>;

/** A checked form: the text fields in stored form, the files not yet judged. */
export interface SellerSubmission extends SellerApplicationFields {
  storelogo: Upload;
  license?: Upload | undefined;
  images: Upload[];
  passbookImage: Upload[];
}

export interface SellerService {
  /** Stores a new application under review; 415 for a file of the wrong kind, 409 while one is pending. */
  submit(userId: string, input: SellerSubmission): Promise<SellerApplicationSummary>;
  /** The shopper's newest application, or null. */
  latest(userId: string): Promise<SellerApplicationSummary | null>;
  /** Encrypts account numbers stored before encryption (start-up; idempotent). Returns how many. */
  encryptLegacyAccountNumbers(): Promise<number>;
}

function toSummary(row: repo.SellerApplicationRow): SellerApplicationSummary {
  return {
    _id: row.id,
    status: row.status as SellerApplicationSummary['status'],
    businessname: row.businessName,
    storetype: row.storeType,
    bankAccount: maskAccountNumber(row.accountNumberLast4),
    // Only a rejected application carries the reason the shop gave.
    ...(row.status === 'rejected' ? { rejectReason: row.rejectReason } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every upload with its field, in the order the form lists them. */
function uploadsOf(input: SellerSubmission): [SellerFileField, Upload][] {
  return [
    ['storelogo', input.storelogo],
    ...(input.license ? [['license', input.license] as [SellerFileField, Upload]] : []),
    ...input.images.map((file): [SellerFileField, Upload] => ['images', file]),
    ...input.passbookImage.map((file): [SellerFileField, Upload] => ['passbookImage', file]),
  ];
}

export function createSellerService({
  db,
  store,
  clock,
  cipher,
}: {
  db: Db;
  /** Where the documents go: private files (server/platform/storage.ts). */
  store: FileStore;
  clock: () => Date;
  /** Encrypts bank account numbers at rest (server/lib/data-keys.ts). */
  cipher: DataCipher;
}): SellerService {
  return {
    async submit(userId, input) {
      // Every file is judged by its bytes before anything is written.
      const checked: CheckedFile[] = [];
      for (const [kind, upload] of uploadsOf(input)) {
        const type = await checkFileKind(kind, upload.bytes);
        // Pictures are re-encoded without their metadata; documents are kept as sent.
        const bytes = type.mime.startsWith('image/') ? await reencodeImage(upload.bytes, type) : upload.bytes;
        checked.push({ kind, bytes, type });
      }
      // Asked first so a second submission costs no hashing and no writes; the index still decides.
      if (await repo.hasPendingApplication(db, userId)) throw conflict(SELLER_MESSAGES.alreadyPending);

      const passwordHash = await hashPassword(input.password);
      const id = randomUUID();
      const now = clock();
      let row: repo.SellerApplicationRow;
      try {
        const files = await saveApplicationFiles(store, id, checked);
        row = await repo.insertApplication(db, {
          id,
          userId,
          status: 'pending',
          ownerName: input.ownername,
          email: input.email,
          passwordHash,
          phone: input.number,
          address: input.address,
          city: input.city,
          state: input.state,
          pincode: input.pincode,
          businessName: input.businessname,
          businessLocation: input.businesslocation,
          businessLandmark: input.businesslandmark ?? null,
          description: input.description ?? null,
          storeType: input.storetype,
          gstNumber: input.gstNumber ?? null,
          bankName: input.bankDetails.bankName,
          // Never stored plain: encrypted, with the last four digits kept for the masked display.
          accountNumber: cipher.encrypt(input.bankDetails.accountNumber),
          accountNumberLast4: input.bankDetails.accountNumber.slice(-4),
          accountHolderName: input.bankDetails.accountHolderName,
          ifscCode: input.bankDetails.ifscCode,
          files,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        // No row, no documents: what was written for this application goes again.
        await removeApplicationFiles(store, id);
        if (isUniqueViolation(error, repo.ONE_PENDING_INDEX)) throw conflict(SELLER_MESSAGES.alreadyPending);
        throw error;
      }
      return toSummary(row);
    },

    async latest(userId) {
      const row = await repo.latestApplicationOf(db, userId);
      return row ? toSummary(row) : null;
    },

    async encryptLegacyAccountNumbers() {
      let count = 0;
      for (const row of await repo.plainAccountNumbers(db)) {
        const last4 = row.accountNumber.slice(-4);
        if (
          await repo.setAccountNumber(db, row.id, row.accountNumber, cipher.encrypt(row.accountNumber), last4)
        )
          count += 1;
      }
      return count;
    },
  };
}

/** What deleting an account asks of the seller module: applications hold personal and bank details. */
export interface SellerErasure {
  /** Deletes every application of the shopper, in the deletion's transaction; answers their ids. */
  deleteApplicationsOf(tx: Db, userId: string): Promise<string[]>;
  /** Once the deletion has committed: removes those applications' documents. Never throws. */
  removeDocuments(applicationIds: readonly string[]): Promise<void>;
}

export function createSellerErasure({ store }: { store: FileStore }): SellerErasure {
  return {
    deleteApplicationsOf: (tx, userId) => repo.deleteApplicationsOf(tx, userId),
    async removeDocuments(applicationIds) {
      for (const id of applicationIds) await removeApplicationFiles(store, id);
    },
  };
}
