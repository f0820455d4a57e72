import { and, asc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, vendors, websites } from '../../../db/schema';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';

/** Whose bookings a calendar feed lists, decided by its owner: an owner's, a practice's, or some listings' of one practice. */
export type FeedScope = { userId: number } | { vendorId: number } | { vendorId: number; listingIds: number[] };

/** More than any one calendar shows; a feed is cut here rather than read without end. */
const FEED_LIMIT = 5000;

function scopeWhere(scope: FeedScope): SQL[] {
  if ('userId' in scope) return [eq(bookings.user_id, scope.userId)];
  const practice = eq(bookings.vendor_id, scope.vendorId);
  return 'listingIds' in scope ? [practice, inArray(bookings.vendor_listing_id, scope.listingIds)] : [practice];
}

/**
 * The bookings a calendar feed shows: those starting at or after `from`, as they are now. A
 * booking moved away (rescheduled) is left out, since the booking that took its place carries its
 * calendar event; a canceled one stays, for the feed to mark it so; a hold is no booking yet.
 */
export function findFeedBookings(db: Db, scope: FeedScope, from: string) {
  if ('listingIds' in scope && scope.listingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bookings.id,
      slot: bookings.slot,
      slot_end: bookings.slot_end,
      status: bookings.status,
      type: bookings.type,
      user_id: bookings.user_id,
      vendor_id: bookings.vendor_id,
      details: bookings.details,
      updated_at: bookings.updated_at,
      // The brand the practice goes by now, as its own site and the appointments list show it.
      practice_name: sql<string>`coalesce(${websites.name}, ${vendors.name})`,
    })
    .from(bookings)
    .innerJoin(vendors, eq(vendors.id, bookings.vendor_id))
    .leftJoin(websites, eq(websites.vendor_id, bookings.vendor_id))
    .where(and(...scopeWhere(scope), gte(bookings.slot, from), ne(bookings.status, BOOKING_STATUS.RESCHEDULED), isNull(bookings.hold_expires_at)))
    .orderBy(asc(bookings.slot), asc(bookings.id))
    .limit(FEED_LIMIT);
}

export type FeedBookingRow = Awaited<ReturnType<typeof findFeedBookings>>[number];
