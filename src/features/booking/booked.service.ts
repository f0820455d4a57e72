import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { TERMS } from '../../lib/constants/limits';
import { BOOKING_MESSAGES } from './booking.model';
import { changeRollup } from './booking.rollup';
import { voidBookingReminders } from '../notifications/notifications.service';
import {
  countBookingsByUser,
  findBookingById,
  findConfirmedStartingBetween,
  findLatestUserZone,
  findBookingsPage,
  findPaymentById,
  findUpcomingBookedSlots,
  markBookingCanceled,
  markPaymentRefunded,
  type BookingDetailRow,
  type BookingPageQuery,
  type BookingRow,
  type BookingScope,
  type BookingSort,
} from './booking.repo';
import { findLiveIntervals } from './booking.hold.repo';
import { accessChanged } from '../../lib/access-changes';

/** What other features ask of the bookings and payments (booking owns them): what is taken, lists, one booking, cancel. */
export type { BookingDetailRow, BookingPageQuery, BookingRow, BookingScope, BookingSort };

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Cancels a booking (spec §4): the status becomes canceled (3), which frees the slot, and a
 * payment made within TERMS.REFUND_DAYS days is refunded in full through the payments provider
 * and recorded. The refund is asked for before the write transaction, never inside it (a
 * provider's network call must not hold the database's write lock); its idempotency key per
 * booking makes a repeated or racing cancel refund once. A second cancel, or a past booking, is 409.
 */
export async function cancelBooking(deps: AppDeps, booking: Pick<BookingDetailRow, 'id' | 'payment_id' | 'vendor_listing_id'>): Promise<void> {
  const now = deps.clock();
  const at = now.toISOString();
  const payment = booking.payment_id ? await findPaymentById(deps.database.db, booking.payment_id) : undefined;
  const refundable =
    payment && payment.status === 'succeeded' && payment.reference && payment.amount > 0 && now.getTime() - new Date(payment.created_at).getTime() <= TERMS.REFUND_DAYS * DAY_MS;
  if (refundable) {
    const refund = await deps.providers.payments.refund(payment.reference!, payment.amount, `refund-booking-${booking.id}`);
    if (!refund.ok) throw new AppError(502, refund.message);
  }
  await deps.database.db.transaction((tx) =>
    changeRollup(tx, booking.id, async () => {
      if (!(await markBookingCanceled(tx, booking.id, at))) throw conflict(BOOKING_MESSAGES.cannotCancel);
      if (refundable) await markPaymentRefunded(tx, payment.id, payment.amount, at);
      await voidBookingReminders(tx, booking.id, at);
    }),
  );
  accessChanged(deps, { bookingId: booking.id });
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
