import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { bookings, payments, type Booking } from '../../../db/schema';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

/* The writes of a reschedule, all inside its one write transaction. */

/**
 * Marks a live, still upcoming, confirmed booking rescheduled (status 2) and takes its payment
 * off it (the payment moves to the new booking); answers the booking as it was, or undefined when
 * it is no longer one that can move (canceled, rescheduled already, past, a hold).
 */
export async function markBookingRescheduled(tx: Tx, id: number, now: string): Promise<Booking | undefined> {
  const [before] = await tx.select().from(bookings).where(eq(bookings.id, id));
  const changed = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUS.RESCHEDULED, payment_id: null, updated_at: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, LIVE_BOOKING_STATUSES), gt(bookings.slot, now), isNull(bookings.hold_expires_at)))
    .returning({ id: bookings.id });
  return changed.length === 1 ? before : undefined;
}

/** The rescheduled booking points at the booking that took its place. */
export async function linkRescheduledTo(tx: Tx, oldId: number, newId: number, now: string): Promise<void> {
  await tx.update(bookings).set({ rescheduled_to: newId, updated_at: now }).where(eq(bookings.id, oldId));
}

/** The payment follows the booking: it now pays for the new one (no new charge). */
export async function movePaymentTo(tx: Tx, paymentId: number, bookingId: number, now: string): Promise<void> {
  await tx.update(payments).set({ booking_id: bookingId, updated_at: now }).where(eq(payments.id, paymentId));
}
