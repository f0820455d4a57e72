import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../../db/client';
import { countBookingsByUser, findConfirmedStartingBetween, findLatestUserZone, findUpcomingBookedSlots } from './booking.repo';
import { findBookingById, findBookingsPage, type BookingDetailRow, type BookingPageQuery, type BookingRow, type BookingScope, type BookingSort } from './booking.lists.repo';
import { findLiveIntervals } from './booking.hold.repo';
import { findFeedBookings, type FeedBookingRow, type FeedScope } from './booking.feed.repo';

/** What other features ask of the bookings and payments (booking owns them): what is taken, lists, one booking. */
export type { BookingDetailRow, BookingPageQuery, BookingRow, BookingScope, BookingSort, FeedBookingRow, FeedScope };

/** Live bookings of a listing that overlap [from, to), as intervals; `conn` is a transaction when the slot is being held. */
export function bookedIntervals(conn: Db | Tx, listingId: number, from: string, to: string, now: Date) {
  return findLiveIntervals(conn, listingId, from, to, now.toISOString());
}

/** Upcoming live bookings of a listing (fetch_booked_slots). */
export function upcomingBookedSlots(deps: AppDeps, listingId: number) {
  return findUpcomingBookedSlots(deps.database.db, listingId, deps.clock().toISOString());
}

/** One page of bookings in the scope the caller decided. */
export function bookingsPage(deps: AppDeps, scope: BookingScope, query: BookingPageQuery): Promise<BookingRow[]> {
  return findBookingsPage(deps.database.db, scope, query);
}

/** A confirmed booking with what its pages and e-mails show; a hold is not one yet. Who may see it is the caller's to check. */
export function bookingById(deps: AppDeps, id: number): Promise<BookingDetailRow | undefined> {
  return findBookingById(deps.database.db, id);
}

/** Confirmed, live bookings starting after `from` and at or before `to` (the reminders' planner). */
export function bookingsStartingBetween(deps: AppDeps, from: Date, to: Date) {
  return findConfirmedStartingBetween(deps.database.db, from.toISOString(), to.toISOString());
}

/** The zone an owner reads times in: the one of their latest booking, else UTC. */
export async function ownerZone(deps: AppDeps, userId: number): Promise<string> {
  return (await findLatestUserZone(deps.database.db, userId)) ?? 'UTC';
}

/** How many bookings each owner has made (the platform admin's owner list). */
export async function bookingCounts(deps: AppDeps, userIds: number[]): Promise<Map<number, number>> {
  const rows = userIds.length === 0 ? [] : await countBookingsByUser(deps.database.db, userIds);
  return new Map(rows.map((r) => [r.user_id, Number(r.count)]));
}

/** The bookings a calendar feed shows, starting at or after `from`: live and canceled ones, never one moved away. Whose they may be is the caller's to decide. */
export function feedBookings(deps: AppDeps, scope: FeedScope, from: Date): Promise<FeedBookingRow[]> {
  return findFeedBookings(deps.database.db, scope, from.toISOString());
}
