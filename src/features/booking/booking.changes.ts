import type { Tx } from '../../../db/client';
import { findNextCountedBookingId, findSnapshot } from './booking.snapshot.repo';

/**
 * A booking as those who follow its changes see it (the reports' roll-up, the reminders). A hold
 * (payment under way) is not a booking yet and has no snapshot. Money in integer cents.
 */
export interface BookingSnapshot {
  id: number;
  vendor_id: number;
  listing_id: number;
  user_id: number;
  type: number;
  status: number;
  /** ISO instants (UTC). */
  slot: string;
  created_at: string;
  /** The listing's IANA zone, where days are cut (a listing that changes zone needs `npm run reports:rebuild`). */
  zone: string;
  /** Charged (a payment that succeeded, refunded or not); 0 when waived or free. */
  paid: number;
  refunded: number;
  /** Kept by the listing's cancellation policy when it was canceled. */
  fee?: number;
  /** The customer's first booking with this practice. */
  first: boolean;
  /** A booking made by moving another: the one it replaced. */
  rescheduled_from?: number;
}

/**
 * Told of every change of a booking inside the write transaction that makes it: null before
 * for a booking that starts to count, null after for one that stops. A throw rolls the write back.
 */
export type BookingSubscriber = (tx: Tx, before: BookingSnapshot | null, after: BookingSnapshot | null) => Promise<void>;

const subscribers = new WeakMap<object, BookingSubscriber[]>();

/** One app's booking subscribers (keyed by its deps), given all at once by `createApp`: a second call replaces them. */
export function onBookingChanged(app: object, ...given: BookingSubscriber[]): void {
  subscribers.set(app, given);
}

async function tell(app: object, tx: Tx, before: BookingSnapshot | null, after: BookingSnapshot | null): Promise<void> {
  for (const subscriber of subscribers.get(app) ?? []) await subscriber(tx, before, after);
}

/**
 * A booking now counts (a hold confirmed, a move made, or an expired hold released as canceled).
 * When it is the customer's first with the practice, the booking that was their first until now
 * is not any more, and that is a change of its own.
 */
export async function bookingEntered(app: object, tx: Tx, bookingId: number, extra: Pick<BookingSnapshot, 'rescheduled_from'> = {}): Promise<void> {
  const after = await findSnapshot(tx, bookingId);
  if (!after) return;
  await tell(app, tx, null, { ...after, ...extra });
  if (!after.first) return;
  const next = await findNextCountedBookingId(tx, after.vendor_id, after.user_id, bookingId);
  const demoted = next === undefined ? undefined : await findSnapshot(tx, next);
  if (demoted) await tell(app, tx, { ...demoted, first: true }, demoted);
}

/** Runs `change` on a booking and tells its subscribers the booking before and after it. */
export async function bookingChanging<T>(app: object, tx: Tx, bookingId: number, change: () => Promise<T>): Promise<T> {
  const before = await findSnapshot(tx, bookingId);
  const result = await change();
  const after = await findSnapshot(tx, bookingId);
  if (before || after) await tell(app, tx, before ?? null, after ?? null);
  return result;
}
