import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, ref } from './columns';
import { users } from './accounts';

/**
 * An owner's "download everything" archive (decision 0051): asked for, made by a background loop
 * that claims the row, stored under `storage_key`, offered until `expires_at`, then removed. Owned by `accounts`.
 */
export const account_exports = sqliteTable(
  'account_exports',
  {
    id: id(),
    user_id: ref('user_id', () => users.id),
    status: text('status', { enum: ['pending', 'ready', 'failed', 'expired'] }).notNull().default('pending'),
    requested_at: text('requested_at').notNull(),
    /** The zone the owner asked from: the e-mail and the archive's README name times in it. */
    zone: text('zone').notNull().default('UTC'),
    /** The process that took it to make, and when (another may take it over after a while). */
    claimed_by: text('claimed_by'),
    claimed_at: text('claimed_at'),
    attempts: integer('attempts').notNull().default(0),
    storage_key: text('storage_key'),
    size: integer('size'),
    ready_at: text('ready_at'),
    expires_at: text('expires_at'),
  },
  (t) => [index('account_exports_user').on(t.user_id, t.requested_at), index('account_exports_status').on(t.status, t.requested_at)],
);

/** A new e-mail address waiting for the link sent to it to be opened; only a hash of the link's secret is kept. Owned by `accounts`. */
export const email_changes = sqliteTable(
  'email_changes',
  {
    id: id(),
    account: text('account', { enum: ['users', 'vendor_logins'] }).notNull(),
    account_id: integer('account_id').notNull(),
    new_email: text('new_email').notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: text('expires_at').notNull(),
    used_at: text('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('email_changes_account').on(t.account, t.account_id)],
);

export type AccountExport = typeof account_exports.$inferSelect;
export type EmailChange = typeof email_changes.$inferSelect;
