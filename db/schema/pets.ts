import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';

export const pets = sqliteTable(
  'pets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** Species code (spec §9). */
    type: integer('type').notNull(),
    breed: text('breed'),
    notes: text('notes'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    phr_id: integer('phr_id'),
    /** 1 active, 0 deleted (soft delete). */
    status: integer('status').notNull().default(1),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    /** The pet's public read-only records link (`/3/records?id=`): random, unguessable; null when turned off. */
    share_token: text('share_token'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('pets_user').on(t.user_id, t.status), uniqueIndex('pets_share_token_unique').on(t.share_token)],
);

/** Pet health records: one row per entry, its fields in details by category. */
export const phr = sqliteTable(
  'phr',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    category: text('category').notNull(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    pet_id: integer('pet_id')
      .notNull()
      .references(() => pets.id),
    created_at: createdAt(),
    updated_at: updatedAt(),
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
