import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, ref } from './columns';
import { vendor_logins } from './accounts';
import { vendor_listings } from './practices';

/**
 * A practice released a day's urgent slots of a listing by hand: from then on they are offered to
 * everyone. One row per listing and day; a trigger (migration 0034) raises the listing's
 * availability_version with each write, so every process's free-slots cache sees it.
 */
export const urgent_releases = sqliteTable(
  'urgent_releases',
  {
    id: id(),
    vendor_listing_id: ref('vendor_listing_id', () => vendor_listings.id),
    /** The listing's calendar date, YYYY-MM-DD in its zone. */
    date: text('date').notNull(),
    released_by: integer('released_by').references(() => vendor_logins.id),
    /** ISO instant, from the app's clock. */
    created_at: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('urgent_releases_listing_date').on(t.vendor_listing_id, t.date)],
);

export type UrgentRelease = typeof urgent_releases.$inferSelect;
