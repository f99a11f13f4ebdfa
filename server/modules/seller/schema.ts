import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

// Seller applications (rules/accounts §2 "Become a Seller", §3;
// docs/decisions/013-seller-applications.md). Times are written by the service from its clock.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** One uploaded document as stored: its form field, the server-made file name, the type read from its bytes. */
export interface SellerFileRecord {
  kind: 'storelogo' | 'license' | 'images' | 'passbookImage';
  /** `<uuid>.<ext>` inside DATA_DIR/seller-documents/<application id>/ (never under /uploads). */
  name: string;
  mime: string;
  size: number;
}

/**
 * A shopper's application to sell. The password is the seller account's, kept only as a scrypt hash.
 * A shopper has at most one application under review (the partial unique index decides, so two
 * submissions at once cannot both be stored); approved or rejected ones stay as history.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('pending'),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The 10 digits as typed (the seller form checks no more than that). */
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    businessName: text('business_name').notNull(),
    businessLocation: text('business_location').notNull(),
    businessLandmark: text('business_landmark'),
    description: text('description'),
    storeType: text('store_type').notNull(),
    gstNumber: text('gst_number'),
    bankName: text('bank_name').notNull(),
    /** Encrypted at rest (server/lib/data-keys.ts: version byte, AES-256-GCM); never plain. */
    accountNumber: text('account_number').notNull(),
    /** The last four digits, for the masked display (XXXXXX1234). */
    accountNumberLast4: text('account_number_last4'),
    accountHolderName: text('account_holder_name').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    files: jsonb('files').$type<SellerFileRecord[]>().notNull().default([]),
    /** The console's decision: when, by whom, and the reason the applicant is told on a rejection. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    rejectReason: text('reject_reason'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('seller_applications_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    // GET /user/seller/application reads the shopper's latest one.
    index('seller_applications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The sellers desk lists applications by status, oldest waiting first.
    index('seller_applications_status_created_idx').on(t.status, t.createdAt),
    check('seller_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('seller_applications_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('seller_applications_phone_check', sql`${t.phone} ~ '^[0-9]{10}$'`),
    check('seller_applications_ifsc_check', sql`${t.ifscCode} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
  ],
);
