import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { urgent_releases, vendor_logins } from '../../../db/schema';

/** The dates from `fromDate` on (YYYY-MM-DD, the listing's zone) whose urgent slots the practice released by hand. */
export async function findReleasedDates(conn: Db | Tx, listingId: number, fromDate: string): Promise<string[]> {
  const rows = await conn
    .select({ date: urgent_releases.date })
    .from(urgent_releases)
    .where(and(eq(urgent_releases.vendor_listing_id, listingId), gte(urgent_releases.date, fromDate)));
  return rows.map((row) => row.date);
}

/** Records a day released by hand; a day released before stays as it was (false). */
export async function insertRelease(db: Db, row: typeof urgent_releases.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(urgent_releases).values(row).onConflictDoNothing().returning({ id: urgent_releases.id });
  return inserted.length > 0;
}

/** The latest releases of these listings, newest day first, with who released them. */
export function findReleases(db: Db, listingIds: number[], limit: number) {
  return db
    .select({
      listingId: urgent_releases.vendor_listing_id,
      date: urgent_releases.date,
      at: urgent_releases.created_at,
      firstName: vendor_logins.first_name,
      lastName: vendor_logins.last_name,
    })
    .from(urgent_releases)
    .leftJoin(vendor_logins, eq(vendor_logins.id, urgent_releases.released_by))
    .where(inArray(urgent_releases.vendor_listing_id, listingIds))
    .orderBy(desc(urgent_releases.date), desc(urgent_releases.id))
    .limit(limit);
}
