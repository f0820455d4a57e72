import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, ref } from './columns';
import { phr } from './pets';

/**
 * A locked record's history (owned by records): each amendment keeps the details before and after,
 * who made it (an owner or a practice login, with its practice), when and why; a row is never changed.
 */
export const phrAmendments = sqliteTable(
  'phr_amendments',
  {
    id: id(),
    phr_id: ref('phr_id', () => phr.id),
    /** `amend` (details changed), `error` (marked entered in error), `note` (the vet rewrote a consultation note), `correction` (the owner asked the writing practice to correct it; nothing changed). */
    kind: text('kind').notNull(),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    /** The author: a users id (owner) or a vendor_logins id with its practice; the name as it was then. */
    author_user_id: integer('author_user_id'),
    author_login_id: integer('author_login_id'),
    author_vendor_id: integer('author_vendor_id'),
    author_name: text('author_name').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('phr_amendments_entry').on(t.phr_id, t.id)],
);

export type PhrAmendment = typeof phrAmendments.$inferSelect;
