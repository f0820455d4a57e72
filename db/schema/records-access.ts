import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Who read or wrote a pet's records, when, from which practice and how: append-only (database
 * triggers refuse UPDATE and DELETE, docs/decisions/0036). Ids only, no personal data; no foreign
 * keys, so a row outlives a team member, and erasing a pet is the one way its rows go.
 */
export const records_access = sqliteTable(
  'records_access',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    pet_id: integer('pet_id').notNull(),
    /** owner | practice | share | admin */
    actor: text('actor').notNull(),
    /** The owner's user id, the practice login's id or the admin's user id; null for a share link. */
    actor_id: integer('actor_id'),
    /** The practice whose person it was; null otherwise. */
    vendor_id: integer('vendor_id'),
    /** A share link's id: a digest of its token, never the token. */
    link_id: text('link_id'),
    /** read | create | update | delete | export | share-view | share */
    action: text('action').notNull(),
    /** The category; null for all records. */
    category: text('category'),
    /** The entry; null for a list or all records. */
    entry_id: integer('entry_id'),
    /** web | api | share | export */
    channel: text('channel').notNull(),
  },
  (t) => [index('records_access_pet').on(t.pet_id, t.at), index('records_access_vendor').on(t.vendor_id, t.at).where(sql`${t.vendor_id} IS NOT NULL`)],
);

export type RecordsAccessRow = typeof records_access.$inferSelect;
