import { and, asc, eq, gte, isNull, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { booking_series, bookings, type BookingSeries } from '../../../db/schema';
import { appNow } from '../../lib/clock';

/* The booking_series table, and the series columns of bookings (booking owns both). */
type Conn = Db | Tx;

export type NewSeries = Pick<BookingSeries, 'vendor_id' | 'user_id' | 'vendor_listing_id' | 'type' | 'every' | 'unit' | 'count' | 'pay' | 'booked_by' | 'idempotency_key'>;

/** The new series, or undefined when the same key was written first (a retry, or a race). */
export async function insertSeries(db: Db, values: NewSeries): Promise<BookingSeries | undefined> {
  const at = appNow().toISOString();
  const [row] = await db
    .insert(booking_series)
    .values({ ...values, created_at: at, updated_at: at })
    .onConflictDoNothing({ target: booking_series.idempotency_key })
    .returning();
  return row;
}

export function findSeriesByKey(db: Conn, key: string): Promise<BookingSeries | undefined> {
  return db.query.booking_series.findFirst({ where: eq(booking_series.idempotency_key, key) });
}

/** Removes a series no booking is a visit of (its card declined before any was booked): nothing is left half-written. */
export async function deleteEmptySeries(db: Db, seriesId: number): Promise<void> {
  await db.delete(booking_series).where(and(eq(booking_series.id, seriesId), notExists(db.select({ id: bookings.id }).from(bookings).where(eq(bookings.series_id, seriesId)))));
}

/** Marks a booking as visit `visit` of the series. */
export async function tagVisit(conn: Conn, bookingId: number, seriesId: number, visit: number): Promise<void> {
  await conn.update(bookings).set({ series_id: seriesId, series_visit: visit }).where(eq(bookings.id, bookingId));
}

/** The series' bookings (holds excluded), by visit; from visit `from` on when given. */
export function findSeriesVisits(db: Conn, seriesId: number, from = 1) {
  return db
    .select({ id: bookings.id, visit: bookings.series_visit, slot: bookings.slot, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.series_id, seriesId), gte(bookings.series_visit, from), isNull(bookings.hold_expires_at)))
    .orderBy(asc(bookings.series_visit));
}

/** The provider charge that paid a booking up front with its series, if it was. */
export async function findSeriesChargeOf(db: Conn, bookingId: number): Promise<string | null> {
  const [row] = await db
    .select({ reference: booking_series.charge_reference })
    .from(bookings)
    .innerJoin(booking_series, eq(booking_series.id, bookings.series_id))
    .where(eq(bookings.id, bookingId));
  return row?.reference ?? null;
}

/** Paid up front: the one charge and its total. */
export async function recordSeriesCharge(tx: Tx, seriesId: number, reference: string, amount: number, at: string): Promise<void> {
  await tx.update(booking_series).set({ charge_reference: reference, charge_amount: amount, updated_at: at }).where(eq(booking_series.id, seriesId));
}
