import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { booking_requests, type BookingRequest } from '../../../db/schema';

/** The new request, or undefined when one with the same idempotency key exists already. */
export async function insertBookingRequest(db: Db, values: typeof booking_requests.$inferInsert): Promise<BookingRequest | undefined> {
  const [row] = await db.insert(booking_requests).values(values).onConflictDoNothing({ target: booking_requests.idempotency_key }).returning();
  return row;
}

export function findBookingRequestByKey(db: Db, key: string): Promise<BookingRequest | undefined> {
  return db.query.booking_requests.findFirst({ where: eq(booking_requests.idempotency_key, key) });
}

export function findBookingRequestByTokenHash(db: Db, tokenHash: string): Promise<BookingRequest | undefined> {
  return db.query.booking_requests.findFirst({ where: eq(booking_requests.token_hash, tokenHash) });
}

/** Answers a pending, unexpired request once: false when it was answered already or ran out. */
export async function answerBookingRequest(db: Db, id: number, status: 'accepted' | 'declined', now: string): Promise<boolean> {
  const result = await db
    .update(booking_requests)
    .set({ status, updated_at: now })
    .where(and(eq(booking_requests.id, id), eq(booking_requests.status, 'pending'), gt(booking_requests.expires_at, now)));
  return result.rowsAffected === 1;
}

export async function setBookingRequestBooking(db: Db, id: number, bookingId: number, now: string): Promise<void> {
  await db.update(booking_requests).set({ booking_id: bookingId, updated_at: now }).where(eq(booking_requests.id, id));
}
