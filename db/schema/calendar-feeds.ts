import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users, vendor_logins, vendors } from './accounts';

/** Whose calendar a feed is: a practice login's own listings, the whole practice, or a pet owner's appointments. */
export const CALENDAR_FEED_KINDS = ['vet', 'practice', 'owner'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/**
 * A subscribable calendar (`/calendar/<token>.ics`). Only the token's SHA-256 is kept, so a
 * leaked database opens no calendar; a renewal revokes the row and adds another. A feed goes
 * with its holder (cascade), so it never stands in the way of removing a team member.
 */
export const calendar_feeds = sqliteTable(
  'calendar_feeds',
  {
    id: id(),
    kind: text('kind', { enum: CALENDAR_FEED_KINDS }).notNull(),
    /** Who the feed is of, as one key (`owner:12`, `vet:5`, `practice:3`): at most one live feed each. */
    subject: text('subject').notNull(),
    /** An owner's feed: the owner. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A vet's feed: the practice login whose listings it lists; a practice's feed: the root admin who made it (it lives while they may see the practice's bookings). */
    vendor_login_id: integer('vendor_login_id').references(() => vendor_logins.id, { onDelete: 'cascade' }),
    /** A vet's or a practice's feed: the practice. */
    vendor_id: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, base64url; the token itself is shown once and never stored. */
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
    revoked_at: text('revoked_at'),
    /** None is set today (a subscription lives until revoked); an instant here ends it. */
    expires_at: text('expires_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash').on(t.token_hash),
    uniqueIndex('calendar_feeds_live_subject').on(t.subject).where(sql`revoked_at IS NULL`),
  ],
);

export type CalendarFeedRow = typeof calendar_feeds.$inferSelect;
