import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { hasRowWith, prepared } from '../../../db/prepared';
import { holdsSlot } from './booking.hold.repo';
import { deleteExpiredOfferHolds } from './booking.offer-hold.repo';
import { bookings, payments, stripe_events, type Booking, type Payment, type PaymentAnswer } from '../../../db/schema';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

/*
 * The bookings, payments and stripe_events tables (booking owns them). The list and detail
 * reads join the practice's name, the listing's title and the owner's e-mail to show a row;
 * nothing here writes another feature's table.
 */
type Conn = Db | Tx;

/** Upcoming live bookings of a listing (fetch_booked_slots). */
export function findUpcomingBookedSlots(db: Db, listingId: number, now: string) {
  return db
    .select({ slot: bookings.slot })
    .from(bookings)
    .where(and(eq(bookings.vendor_listing_id, listingId), holdsSlot(now), gt(bookings.slot_end, now)))
    .orderBy(asc(bookings.slot));
}

/**
 * Holds whose time ran out no longer block a slot, but the partial unique index still
 * covers them: they are released (canceled) before a new booking of that start is inserted.
 */
export async function releaseExpiredHolds(tx: Tx, listingId: number, slot: string, now: string): Promise<number[]> {
  // A waitlist offer's hold was never a booking: it goes without being counted as a canceled one.
  await deleteExpiredOfferHolds(tx, listingId, slot, now);
  const released = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUS.CANCELED, hold_expires_at: null, updated_at: now })
    .where(
      and(
        eq(bookings.vendor_listing_id, listingId),
        eq(bookings.slot, slot),
        eq(bookings.status, BOOKING_STATUS.IN_PROGRESS),
        isNotNull(bookings.hold_expires_at),
        lte(bookings.hold_expires_at, now),
      ),
    )
    .returning({ id: bookings.id });
  return released.map((row) => row.id);
}

export function findPaymentByKey(db: Db, key: string): Promise<Payment | undefined> {
  return prepared(db, 'payments.byKey', (d) =>
    d.select().from(payments).where(eq(payments.idempotency_key, sql.placeholder('key'))).limit(1).prepare(),
  ).get({ key });
}

/** A charge failed: the hold goes away and the payment keeps the answer given. */
export async function releaseHold(tx: Tx, bookingId: number, paymentId: number, response: PaymentAnswer, now: string): Promise<void> {
  await tx.update(payments).set({ status: 'failed', booking_id: null, response, updated_at: now }).where(eq(payments.id, paymentId));
  await tx.delete(bookings).where(eq(bookings.id, bookingId));
}

export function findPaymentByReference(db: Conn, provider: string, reference: string): Promise<Payment | undefined> {
  return db.query.payments.findFirst({ where: and(eq(payments.provider, provider), eq(payments.reference, reference)) });
}

/** Records a Stripe event id; false when it was recorded before (a repeated delivery). */
export async function insertStripeEvent(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx.insert(stripe_events).values({ id, type }).onConflictDoNothing().returning({ id: stripe_events.id });
  return rows.length > 0;
}

/** Moves the payment with that reference to `status`, only from one of the statuses in `from`. */
export async function updatePaymentStatusByReference(
  tx: Tx,
  provider: string,
  reference: string,
  status: Payment['status'],
  from: Payment['status'][],
  now: string,
): Promise<number> {
  const result = await tx
    .update(payments)
    .set({ status, updated_at: now })
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference), inArray(payments.status, from)));
  return result.rowsAffected;
}

/** Records a refund: the amount refunded so far never goes down (events can arrive out of order). */
export async function recordRefundByReference(tx: Tx, provider: string, reference: string, refundedAmount: number, fully: boolean, now: string): Promise<number> {
  const result = await tx
    .update(payments)
    .set({
      refunded_amount: sql`max(${payments.refunded_amount}, ${refundedAmount})`,
      ...(fully ? { status: 'refunded' as const } : {}),
      updated_at: now,
    })
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
  return result.rowsAffected;
}


/** Marks a booking canceled only while it is live and ahead: a race guard under the policy's booking:cancel (two cancels cannot both win); answers whether it did. */
export async function markBookingCanceled(tx: Tx, id: number, now: string): Promise<boolean> {
  const changed = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUS.CANCELED, mails_pending: 'canceled', updated_at: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, LIVE_BOOKING_STATUSES), gt(bookings.slot, now), isNull(bookings.hold_expires_at)))
    .returning({ id: bookings.id });
  return changed.length === 1;
}

export function findPaymentById(db: Conn, id: number): Promise<Payment | undefined> {
  return db.query.payments.findFirst({ where: eq(payments.id, id) });
}

/** What a cancel did with a payment: refunded (status refunded, even in part) or kept whole, the fee kept, and why. */
export async function recordCancelMoney(tx: Tx, id: number, money: Pick<Payment, 'refunded_amount' | 'cancel_fee' | 'cancel_terms'>, now: string): Promise<void> {
  const status = money.refunded_amount > 0 ? { status: 'refunded' as const } : {};
  await tx.update(payments).set({ ...status, ...money, updated_at: now }).where(eq(payments.id, id));
}

/** Sets (or replaces) a booking's consultation note inside its details. */
export async function updateBookingNote(db: Db, id: number, note: NonNullable<Booking['details']['note']>, now: string): Promise<void> {
  await db
    .update(bookings)
    .set({ details: sql`json_set(${bookings.details}, '$.note', json(${JSON.stringify(note)}))`, updated_at: now })
    .where(eq(bookings.id, id));
}

/** Any booking of the person with the practice, any status (a customer). */
export function hasBookingWith(db: Db, vendorId: number, userId: number): Promise<boolean> {
  return hasRowWith(db, 'bookings.anyOfUserWithVendor', bookings, [bookings.user_id, userId], [bookings.vendor_id, vendorId]);
}

/** A payment still pending whose hold has run out: the request that made it is gone (a crash). */
export interface StalePayment {
  payment: Payment;
  booking: Booking;
}

/** Pending payments whose booking's hold expired at or before `now` (or was released), oldest first. */
export async function findStalePendingPayments(db: Db, now: string, limit: number): Promise<StalePayment[]> {
  return db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.booking_id))
    .where(
      and(
        eq(payments.status, 'pending'),
        // Its hold ran out, or was already released for a new booking of the same start.
        or(and(isNotNull(bookings.hold_expires_at), lte(bookings.hold_expires_at, now)), eq(bookings.status, BOOKING_STATUS.CANCELED)),
      ),
    )
    .orderBy(payments.id)
    .limit(limit);
}

/** Whether another live booking of the listing (a confirmed one, or a hold still running) overlaps the interval. */
export async function hasOtherLiveOverlap(db: Conn, booking: Pick<Booking, 'id' | 'vendor_listing_id' | 'slot' | 'slot_end'>, now: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.vendor_listing_id, booking.vendor_listing_id),
        ne(bookings.id, booking.id),
        holdsSlot(now),
        lt(bookings.slot, booking.slot_end),
        gt(bookings.slot_end, booking.slot),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Moves a payment on only while it is still pending (another worker may have settled it); false when it was not. */
export async function claimPendingPayment(tx: Tx, paymentId: number, now: string): Promise<boolean> {
  const result = await tx.update(payments).set({ updated_at: now }).where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
  return result.rowsAffected > 0;
}

/** A charge taken for a slot that went to someone else was refunded: the hold goes, the payment says so. */
export async function refundHold(
  tx: Tx,
  bookingId: number,
  paymentId: number,
  values: Pick<Payment, 'reference' | 'brand' | 'last4' | 'refunded_amount' | 'response'>,
  now: string,
): Promise<void> {
  await tx.update(payments).set({ ...values, status: 'refunded', booking_id: null, updated_at: now }).where(eq(payments.id, paymentId));
  await tx.delete(bookings).where(eq(bookings.id, bookingId));
}

/** The booking a provider's payment paid for. */
export async function findBookingIdByPaymentReference(tx: Tx, provider: string, reference: string): Promise<number | null> {
  const [row] = await tx.select({ id: payments.booking_id }).from(payments).where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
  return row?.id ?? null;
}

/** Bookings (not holds) per owner (the platform admin's owner list). */
export function countBookingsByUser(db: Db, userIds: number[]) {
  return db
    .select({ user_id: bookings.user_id, count: sql<number>`count(*)` })
    .from(bookings)
    .where(and(inArray(bookings.user_id, userIds), isNull(bookings.hold_expires_at)))
    .groupBy(bookings.user_id);
}

/** Confirmed, live bookings starting in (from, to] (the reminders' planner), by the slot index. */
export function findConfirmedStartingBetween(db: Db, from: string, to: string) {
  return db
    .select({ id: bookings.id, user_id: bookings.user_id, slot: bookings.slot, created_at: bookings.created_at })
    .from(bookings)
    .where(and(eq(bookings.status, BOOKING_STATUS.IN_PROGRESS), gt(bookings.slot, from), lte(bookings.slot, to), isNull(bookings.hold_expires_at)));
}

/** The zone the owner read times in on their latest booking, if any. */
export async function findLatestUserZone(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ zone: sql<string>`json_extract(${bookings.details}, '$.userTZ')` })
    .from(bookings)
    .where(eq(bookings.user_id, userId))
    .orderBy(desc(bookings.created_at))
    .limit(1);
  return row?.zone ?? undefined;
}

/** Whether the owner's latest booking with the practice (not a hold) was made on its own site; null when they have none. */
export async function findLatestBookedOnSite(db: Db, vendorId: number, userId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ onSite: sql<number | null>`json_extract(${bookings.details}, '$.booked_on_site')` })
    .from(bookings)
    .where(and(eq(bookings.vendor_id, vendorId), eq(bookings.user_id, userId), isNull(bookings.hold_expires_at)))
    .orderBy(desc(bookings.created_at))
    .limit(1);
  return row ? row.onSite === 1 : null;
}
