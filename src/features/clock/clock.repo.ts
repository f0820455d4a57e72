import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { firstRow } from '../../../db/prepared';
import { bookings, clock_offset } from '../../../db/schema';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';

export interface StoredOffset {
  offset_ms: number;
  start: string | null;
}

/** The offset every process of this database runs at; undefined before migration 0018. */
export function readOffset(db: Db): Promise<StoredOffset | undefined> {
  return firstRow<StoredOffset>(db, 'SELECT offset_ms, start FROM clock_offset WHERE id = 1', []);
}

export async function writeOffset(db: Db, offsetMs: number, start: string | null): Promise<void> {
  await db.update(clock_offset).set({ offset_ms: Math.round(offsetMs), start }).where(eq(clock_offset.id, 1));
}

/**
 * What moving the clock back from `now` would undo: a payment hold still running, or a video or
 * chat room open (from `opensBeforeMs` before a live slot to `closesAfterMs` after its end).
 * Read here rather than through booking's service: a development tool's question about the
 * whole table, not a booking rule.
 */
export async function timeBoundStateAt(db: Db, now: Date, opensBeforeMs: number, closesAfterMs: number): Promise<'hold' | 'room' | null> {
  const at = now.toISOString();
  const [hold] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.status, LIVE_BOOKING_STATUSES), isNotNull(bookings.hold_expires_at), gt(bookings.hold_expires_at, at)))
    .limit(1);
  if (hold) return 'hold';
  const [room] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, LIVE_BOOKING_STATUSES),
        inArray(bookings.type, [CONSULTATION_TYPES.VIDEO, CONSULTATION_TYPES.CHAT]),
        lte(bookings.slot, new Date(now.getTime() + opensBeforeMs).toISOString()),
        gt(bookings.slot_end, new Date(now.getTime() - closesAfterMs).toISOString()),
      ),
    )
    .limit(1);
  return room ? 'room' : null;
}
