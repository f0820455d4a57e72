import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, ref, timestamps } from './columns';
import { users } from './accounts';

export const pets = sqliteTable(
  'pets',
  {
    id: id(),
    name: text('name').notNull(),
    /** Species code (spec §9). */
    type: integer('type').notNull(),
    breed: text('breed'),
    notes: text('notes'),
    user_id: ref('user_id', () => users.id),
    phr_id: integer('phr_id'),
    /** 1 active, 0 deleted (soft delete). */
    status: integer('status').notNull().default(1),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    /** The pet's public read-only records link (`/3/records?id=`): random, unguessable; null when turned off. */
    share_token: text('share_token'),
    /** Raised by database triggers on `phr` with every write to the pet's records: the version the rendered records screen is kept under. */
    records_version: integer('records_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('pets_user').on(t.user_id, t.status), uniqueIndex('pets_share_token_unique').on(t.share_token)],
);

/** Pet health records: one row per entry, its fields in details by category. */
export const phr = sqliteTable(
  'phr',
  {
    id: id(),
    category: text('category').notNull(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    user_id: ref('user_id', () => users.id),
    pet_id: ref('pet_id', () => pets.id),
    ...timestamps(),
    /** When the entry was really made (created_at is the event's date): it locks 24 hours later; null on rows older than this column. */
    made_at: text('made_at'),
    /** Set when a locked entry is marked "entered in error": the reason; the row stays, out of the active lists. */
    error_reason: text('error_reason'),
    /** When it was last amended after its lock (its history in phr_amendments); null: as made. */
    amended_at: text('amended_at'),
    /** Who wrote the entry: null for its owner; the practice (and the login, when known) for a practice's entry, which only that practice may change. */
    author_vendor_id: integer('author_vendor_id'),
    author_login_id: integer('author_login_id'),
  },
  (t) => [
    index('phr_pet').on(t.pet_id, t.created_at),
    index('phr_user').on(t.user_id, t.created_at),
    index('phr_pet_category').on(t.pet_id, t.category, t.created_at),
    // Vaccine-due reminders: the immunizations whose due date falls in the coming days.
    index('phr_immunization_due')
      .on(sql`json_extract(${t.details}, '$.due_date')`)
      .where(sql`${t.category} = 'immunizations'`),
  ],
);

/** Row types, one per table. */
export type Pet = typeof pets.$inferSelect;
