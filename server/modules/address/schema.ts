import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

// Saved delivery addresses (rules/accounts §2 "Addresses", §3). Times are written by the
// service from its clock, not by the database.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A shopper's saved address. Orders will copy the address they ship to, so deleting a row here is a
 * hard delete that leaves past orders intact. Phones are the 10 local digits, as typed in the form.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    alternateNumber: text('alternatenumber'),
    address: text('address').notNull(),
    landmark: text('landmark').notNull(),
    pincode: text('pincode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    addressType: text('address_type').notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    // GET /user/address/view reads a shopper's addresses newest first; the cap counts them.
    index('addresses_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('addresses_type_check', sql`${t.addressType} in ('home', 'work')`),
    check('addresses_number_check', sql`${t.number} ~ '^[6-9][0-9]{9}$'`),
    check(
      'addresses_alternatenumber_check',
      sql`${t.alternateNumber} is null or ${t.alternateNumber} ~ '^[6-9][0-9]{9}$'`,
    ),
    check('addresses_pincode_check', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);
