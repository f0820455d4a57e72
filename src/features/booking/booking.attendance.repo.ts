import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { bookings, payments, vendor_listings, type Payment } from '../../../db/schema';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES, MARKED_BOOKING_STATUSES } from '../../lib/constants/booking-status';
import type { SavedCard } from '../../providers/payments/payments';

type Conn = Db | Tx;

/**
 * Marks a booking no-show (4) or arrived (5): a confirmed live booking whose start has come, or
 * one already marked (a correction). False when it is neither any more (canceled, moved, a hold).
 */
export async function markAttendance(tx: Tx, id: number, status: number, now: string): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status, marked_at: now, updated_at: now })
    .where(
      and(
        eq(bookings.id, id),
        isNull(bookings.hold_expires_at),
        lte(bookings.slot, now),
        inArray(bookings.status, [...LIVE_BOOKING_STATUSES, ...MARKED_BOOKING_STATUSES]),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** The no-show fee a booking's listing sets now (minor units), or null. */
export async function findListingNoShowFee(db: Conn, listingId: number): Promise<number | null> {
  const [row] = await db.select({ policy: vendor_listings.policy }).from(vendor_listings).where(eq(vendor_listings.id, listingId));
  const fee = row?.policy?.no_show_fee;
  return typeof fee === 'number' && fee > 0 ? fee : null;
}

/** The no-show fees (minor units) of these listings, for those that set one. */
export async function findListingsNoShowFees(db: Conn, listingIds: number[]): Promise<Map<number, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db.select({ id: vendor_listings.id, policy: vendor_listings.policy }).from(vendor_listings).where(inArray(vendor_listings.id, listingIds));
  return new Map(rows.flatMap((r) => (typeof r.policy?.no_show_fee === 'number' && r.policy.no_show_fee > 0 ? [[r.id, r.policy.no_show_fee] as const] : [])));
}

/** The no-show fee charged for a booking, if one was. */
export async function findNoShowFeePayment(db: Conn, bookingId: number): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.booking_id, bookingId), eq(payments.kind, 'no_show_fee'), eq(payments.status, 'succeeded')));
  return row;
}

/** Keeps the card the owner agreed to keep for a no-show fee on the booking's payment, with the consent's time and wording. */
export async function keepCardOnPayment(tx: Tx, paymentId: number, card: SavedCard, consent: { at: string; version: string }): Promise<void> {
  await tx
    .update(payments)
    .set({ customer_ref: card.customer, payment_method_ref: card.paymentMethod, consent_at: consent.at, consent_version: consent.version })
    .where(eq(payments.id, paymentId));
}

export interface FeeCharge {
  bookingId: number;
  userId: number;
  vendorId: number;
  provider: string;
  reference: string;
  amount: number;
  currency: string;
  brand: string | null;
  last4: string | null;
}

/** Records a charged no-show fee as its own payment; its key (one per booking) keeps it to one row. False when it was already there. */
export async function insertNoShowFee(tx: Tx, fee: FeeCharge, now: string): Promise<boolean> {
  const rows = await tx
    .insert(payments)
    .values({
      booking_id: fee.bookingId,
      user_id: fee.userId,
      vendor_id: fee.vendorId,
      provider: fee.provider,
      reference: fee.reference,
      idempotency_key: noShowFeeKey(fee.bookingId),
      amount: fee.amount,
      currency: fee.currency,
      brand: fee.brand,
      last4: fee.last4,
      status: 'succeeded',
      kind: 'no_show_fee',
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** One fee per booking: the provider's idempotency key and the payments row's. */
export const noShowFeeKey = (bookingId: number) => `no-show-fee-${bookingId}`;
