import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { bookings, payments, stripe_events, vendor_logins, vendors } from '../../../db/schema';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';

type Conn = Db | Tx;
export type Booking = typeof bookings.$inferSelect;
export type Payment = typeof payments.$inferSelect;

/**
 * Holds whose time ran out no longer block a slot, but the partial unique index still
 * covers them: they are released (canceled) before a new booking of that start is inserted.
 */
export async function releaseExpiredHolds(tx: Tx, listingId: number, slot: string, now: string): Promise<void> {
  await tx
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
    );
}

export async function insertBooking(tx: Tx, values: typeof bookings.$inferInsert): Promise<Booking> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<Payment> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export function findPaymentByKey(db: Db, key: string): Promise<Payment | undefined> {
  return prepared(db, 'payments.byKey', (d) =>
    d.select().from(payments).where(eq(payments.idempotency_key, sql.placeholder('key'))).limit(1).prepare(),
  ).get({ key });
}

/** A charge went through: the hold becomes a booking, the payment keeps its reference and the answer given. */
export async function confirmBooking(
  tx: Tx,
  bookingId: number,
  paymentId: number,
  payment: Pick<Payment, 'reference' | 'brand' | 'last4' | 'status' | 'response'>,
  now: string,
): Promise<void> {
  await tx.update(payments).set({ ...payment, updated_at: now }).where(eq(payments.id, paymentId));
  await tx.update(bookings).set({ hold_expires_at: null, payment_id: paymentId, updated_at: now }).where(eq(bookings.id, bookingId));
}

/** A charge failed: the hold goes away and the payment keeps the answer given. */
export async function releaseHold(tx: Tx, bookingId: number, paymentId: number, response: Record<string, unknown>, now: string): Promise<void> {
  await tx.update(payments).set({ status: 'failed', booking_id: null, response, updated_at: now }).where(eq(payments.id, paymentId));
  await tx.delete(bookings).where(eq(bookings.id, bookingId));
}

export function findVendorById(db: Conn, id: number) {
  return db.query.vendors.findFirst({ where: eq(vendors.id, id) });
}

/** Who at a practice hears about a listing's bookings: the practice's name and address, and the listing owner's login. */
export function findPracticeContact(db: Db, vendorId: number, listingOwnerId: number | null) {
  return prepared(db, 'vendors.contact', (d) =>
    d
      .select({ name: vendors.name, details: vendors.details, ownerId: vendor_logins.id, ownerEmail: vendor_logins.email })
      .from(vendors)
      .leftJoin(vendor_logins, and(eq(vendor_logins.id, sql.placeholder('ownerId')), eq(vendor_logins.vendor_id, vendors.id)))
      .where(eq(vendors.id, sql.placeholder('vendorId')))
      .prepare(),
  ).get({ vendorId, ownerId: listingOwnerId ?? 0 });
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
