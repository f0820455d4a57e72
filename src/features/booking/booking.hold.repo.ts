import { and, eq, gt, inArray, isNull, lt, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { jsonPlaceholder, jsonText, placeholders, prepared } from '../../../db/prepared';
import { bookings, payments, type Booking, type Payment } from '../../../db/schema';
import { SLOT_HOLDING_STATUSES } from '../../lib/constants/booking-status';
import { appNow } from '../../lib/clock';

/*
 * The statements of a booking's hold and settling (booking owns bookings and payments), run
 * hundreds of times a second inside group-committed transactions: each is built once and kept
 * prepared (db/prepared.ts), which took drizzle's query building off the payment path.
 */

/** A booking holds its interval while live, or while its payment hold has not run out at `now` (a value or a kept statement's placeholder). */
export const holdsSlot = (now: string | Placeholder) =>
  and(inArray(bookings.status, SLOT_HOLDING_STATUSES), or(isNull(bookings.hold_expires_at), gt(bookings.hold_expires_at, now)));

/** No booking lasts a day (at most 480 minutes): bounds the index range a slot check reads on both sides. */
export const LONGEST_BOOKING_MS = 24 * 3_600_000;

/** Live bookings of a listing that overlap [from, to), as intervals: confirmed ones, and holds still running at `now`. */
export function findLiveIntervals(conn: Db | Tx, listingId: number, from: string, to: string, now: string): Promise<{ start: string; end: string }[]> {
  const statement = prepared(conn, 'bookings.liveIntervals', (d) =>
    d
      .select({ start: bookings.slot, end: bookings.slot_end })
      .from(bookings)
      .where(
        and(
          eq(bookings.vendor_listing_id, sql.placeholder('listingId')),
          holdsSlot(sql.placeholder('now')),
          gt(bookings.slot, sql.placeholder('earliestStart')),
          lt(bookings.slot, sql.placeholder('to')),
          gt(bookings.slot_end, sql.placeholder('from')),
        ),
      )
      .prepare(),
  );
  const earliestStart = new Date(Date.parse(from) - LONGEST_BOOKING_MS).toISOString();
  return statement.all({ listingId, now, earliestStart, to, from });
}

/** Every column a new booking is written with: a hold, or the booking a reschedule moves to. */
export type NewBooking = Pick<Booking, 'slot' | 'slot_end' | 'status' | 'type' | 'user_id' | 'vendor_id' | 'vendor_listing_id' | 'payment_id' | 'hold_expires_at' | 'details'>;

export async function insertBooking(tx: Tx, values: NewBooking): Promise<Booking> {
  const statement = prepared(tx, 'bookings.insert', (d) =>
    d
      .insert(bookings)
      .values(placeholders('slot', 'slot_end', 'status', 'type', 'user_id', 'vendor_id', 'vendor_listing_id', 'payment_id', 'hold_expires_at', 'details', 'created_at', 'updated_at'))
      .returning()
      .prepare(),
  );
  // Stamped by the app's clock, not the database's: the reports count a booking on the day it was made.
  const at = appNow().toISOString();
  const [row] = await statement.all({ ...values, created_at: at, updated_at: at });
  return row!;
}

/** Every column a booking's payment row starts with. */
export type NewPayment = Pick<
  Payment,
  'booking_id' | 'user_id' | 'vendor_id' | 'provider' | 'idempotency_key' | 'intent_id' | 'amount' | 'promo_code' | 'discount' | 'currency' | 'status' | 'response'
>;

export async function insertPayment(tx: Tx, values: NewPayment): Promise<Payment> {
  const statement = prepared(tx, 'payments.insert', (d) =>
    d
      .insert(payments)
      .values({
        ...placeholders('booking_id', 'user_id', 'vendor_id', 'provider', 'idempotency_key', 'intent_id', 'amount', 'promo_code', 'discount', 'currency', 'status', 'created_at', 'updated_at'),
        response: jsonPlaceholder('response'),
      })
      .returning()
      .prepare(),
  );
  const at = appNow().toISOString();
  const [row] = await statement.all({ ...values, response: jsonText(values.response), created_at: at, updated_at: at });
  return row!;
}

/**
 * A charge went through: the hold becomes a booking, the payment keeps its reference and the
 * answer given. `owesMails`: its e-mails are sent after this commits, so they are owed until then
 * (booking.mails.ts); not when they are written in this same transaction.
 */
export async function confirmBooking(
  tx: Tx,
  bookingId: number,
  paymentId: number,
  payment: Pick<Payment, 'reference' | 'brand' | 'last4' | 'status' | 'response'>,
  now: string,
  owesMails = true,
): Promise<void> {
  const settlePayment = prepared(tx, 'payments.confirm', (d) =>
    d
      .update(payments)
      // Placeholders are typed as column values here: drizzle wraps them with their column's encoder.
      .set({ ...(placeholders('reference', 'brand', 'last4', 'status', 'updated_at') as object), response: jsonPlaceholder('response') })
      .where(eq(payments.id, sql.placeholder('id')))
      .prepare(),
  );
  await settlePayment.run({ ...payment, response: jsonText(payment.response), updated_at: now, id: paymentId });
  const confirm = prepared(tx, 'bookings.confirm', (d) =>
    d
      .update(bookings)
      .set({ hold_expires_at: null, ...(placeholders('payment_id', 'mails_pending', 'updated_at') as object) })
      .where(eq(bookings.id, sql.placeholder('id')))
      .prepare(),
  );
  await confirm.run({ payment_id: paymentId, mails_pending: owesMails ? 'confirmed' : null, updated_at: now, id: bookingId });
}
