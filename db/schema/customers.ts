import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, ref } from './columns';
import { users, vendors } from './accounts';

/**
 * Who a practice registered, or who accepted a practice's booking (the practice↔customer
 * relation besides bookings themselves, which also make a person a customer). Owned by the
 * `customers` feature.
 */
export const practice_customers = sqliteTable(
  'practice_customers',
  {
    vendor_id: ref('vendor_id', () => vendors.id),
    user_id: ref('user_id', () => users.id),
    /** How they became the practice's customer. */
    source: text('source', { enum: ['registered', 'accepted'] }).notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendor_id, t.user_id] }), index('practice_customers_user').on(t.user_id)],
);

/** Row types, one per table. */
export type PracticeCustomer = typeof practice_customers.$inferSelect;
