import type { z } from 'zod';
import {
  ADMIN_PEOPLE_MESSAGES,
  type adminSellerDetailResponse,
  type adminSellerListResponse,
  type adminSellerRowSchema,
} from '../../../contract/admin-people.ts';
import { roleCan, STAFF_MESSAGES } from '../../../contract/staff.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { maskAccountNumber } from '../../lib/data-keys.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { FileStore } from '../../platform/index.ts';
import type { NotificationService } from '../notifications/index.ts';
import type { Actor, AuditService, StaffService } from '../staff/index.ts';
import { makeSeller } from '../users/index.ts';
import { createDocumentLinks, linkExpiry } from './document-links.ts';
import type { SellerApplicationRow } from './repo.ts';
import * as review from './review-repo.ts';
import { documentKey } from './storage.ts';

// The console's sellers desk (docs/decisions/024-the-console.md): applications by status, one
// application with short-lived links to its documents, and the decision. Approving makes the account a
// seller; rejecting keeps the reason the applicant is told. Each decision notifies the applicant and is
// written to the audit log in its own transaction.

type Row = z.input<typeof adminSellerRowSchema>;
type Detail = Omit<z.input<typeof adminSellerDetailResponse>, 'success'>;
type List = Omit<z.input<typeof adminSellerListResponse>, 'success'>;

export interface SellerReviewDeps {
  db: Db;
  /** Where the documents are (server/platform/storage.ts). */
  store: FileStore;
  /** How long the store's own signed link to a document works (S3_SIGNED_URL_SECONDS). */
  signedUrlSeconds: number;
  clock: () => Date;
  /** The shop's auth secret: document links are signed with a key derived from it. */
  secret: string;
  notifications: Pick<NotificationService, 'notify'>;
  audit: Pick<AuditService, 'record'>;
  staff: Pick<StaffService, 'roleOf'>;
}

/**
 * A document to answer: its bytes (the shop streams it), or the store's short-lived signed link to it
 * (a bucket: the browser fetches it from there).
 */
export type SellerDocument = { bytes: Buffer; mime: string } | { signedUrl: string };

export interface SellerReviewService {
  list(query: { status: review.ApplicationStatus; page: number; limit: number }): Promise<List>;
  /** One application; its documents as links made for `viewer` that work for five minutes. */
  detail(viewer: Actor, id: string): Promise<Detail>;
  approve(actor: Actor, id: string): Promise<void>;
  reject(actor: Actor, id: string, reason: string): Promise<void>;
  /** The document a link names, once its signature, expiry and the staff member's role are checked. */
  document(token: string): Promise<SellerDocument>;
}

function toRow(row: SellerApplicationRow): Row {
  return {
    _id: row.id,
    status: row.status as Row['status'],
    ownerName: row.ownerName,
    businessName: row.businessName,
    storeType: row.storeType,
    city: row.city,
    state: row.state,
    phone: row.phone,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createSellerReviewService(deps: SellerReviewDeps): SellerReviewService {
  const { db, clock, notifications, audit } = deps;
  const links = createDocumentLinks(deps.secret);

  async function decide(
    actor: Actor,
    id: string,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      const now = clock();
      const row = await review.decideApplication(tx, id, {
        status: decision.status,
        by: actor.userId,
        at: now,
        rejectReason: decision.reason,
      });
      if (!row) {
        if (await review.applicationById(tx, id)) throw conflict(ADMIN_PEOPLE_MESSAGES.notPending);
        throw notFound(ADMIN_PEOPLE_MESSAGES.applicationNotFound);
      }
      const approved = decision.status === 'approved';
      if (approved) await makeSeller(tx, row.userId, now);
      await notifications.notify(tx, [
        {
          userId: row.userId,
          title: approved
            ? ADMIN_PEOPLE_MESSAGES.sellerApprovedTitle
            : ADMIN_PEOPLE_MESSAGES.sellerRejectedTitle,
          message: approved
            ? ADMIN_PEOPLE_MESSAGES.sellerApprovedMessage
            : ADMIN_PEOPLE_MESSAGES.sellerRejectedMessage.replace('{reason}', decision.reason ?? ''),
          notificationType: 'other',
          ref: `seller-application:${row.id}`,
          createdAt: now,
        },
      ]);
      await audit.record(tx, actor, {
        action: approved ? 'seller.approve' : 'seller.reject',
        targetType: 'seller_application',
        targetId: row.id,
        targetLabel: row.businessName,
        before: { status: 'pending' },
        after: { status: decision.status, userId: row.userId },
        note: decision.reason,
      });
    });
  }

  return {
    async list({ status, page, limit }) {
      const { rows, total } = await review.applicationsByStatus(db, status, {
        offset: (page - 1) * limit,
        limit,
      });
      return { applications: rows.map(toRow), total, page, limit };
    },

    async detail(viewer, id) {
      const row = await review.applicationById(db, id);
      if (!row) throw notFound(ADMIN_PEOPLE_MESSAGES.applicationNotFound);
      const expiresAt = linkExpiry(clock());
      return {
        application: {
          ...toRow(row),
          address: row.address,
          pincode: row.pincode,
          businessLocation: row.businessLocation,
          businessLandmark: row.businessLandmark,
          description: row.description,
          gstNumber: row.gstNumber,
          bankName: row.bankName,
          bankAccount: maskAccountNumber(row.accountNumberLast4),
          accountHolderName: row.accountHolderName,
          ifscCode: row.ifscCode,
          rejectReason: row.rejectReason,
          decidedAt: row.decidedAt?.toISOString() ?? null,
          documents: row.files.map((file, fileIndex) => ({
            kind: file.kind,
            mime: file.mime,
            size: file.size,
            url: links.sign({ applicationId: row.id, fileIndex, staffUserId: viewer.userId, expiresAt }),
            expiresAt: new Date(expiresAt).toISOString(),
          })),
        },
      };
    },

    approve: (actor, id) => decide(actor, id, { status: 'approved', reason: null }),
    reject: (actor, id, reason) => decide(actor, id, { status: 'rejected', reason }),

    async document(token) {
      const claims = links.verify(token, clock());
      if (!claims) throw forbidden(ADMIN_PEOPLE_MESSAGES.documentLinkExpired);
      // The link is only as good as its holder's role now: removed staff, or a changed role, stop it.
      const role = await deps.staff.roleOf(claims.staffUserId);
      if (!role) throw forbidden(STAFF_MESSAGES.notStaff);
      if (!roleCan(role, 'sellers:read')) throw forbidden(STAFF_MESSAGES.notAllowed);
      const row = await review.applicationById(db, claims.applicationId);
      // Only a file the application lists is served: nothing from the link reaches the store as a name.
      const file = row?.files[claims.fileIndex];
      if (!row || !file) throw notFound(ADMIN_PEOPLE_MESSAGES.applicationNotFound);
      const key = documentKey(row.id, file.name);
      const signedUrl = await deps.store.signedUrl(key, deps.signedUrlSeconds);
      if (signedUrl) return { signedUrl };
      const bytes = await deps.store.readPrivate(key);
      if (!bytes) throw notFound(ADMIN_PEOPLE_MESSAGES.applicationNotFound);
      return { bytes, mime: file.mime };
    },
  };
}
