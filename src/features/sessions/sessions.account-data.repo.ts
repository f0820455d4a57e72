import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { bookings, messages } from '../../../db/schema';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';

/** Every chat message of the owner's bookings, both sides (their conversations), in order. */
export function findMessagesOfOwner(db: Db, userId: number) {
  return db
    .select({ booking_id: messages.booking_id, sender_role: messages.sender_role, sender_name: messages.sender_name, body: messages.body, file: messages.file_meta, created_at: messages.created_at })
    .from(messages)
    .innerJoin(bookings, eq(bookings.id, messages.booking_id))
    .where(eq(bookings.user_id, userId))
    .orderBy(messages.booking_id, messages.id);
}

/** The owner's live bookings of these types whose time is near now (a room may be open): the caller checks each window. */
export function findLiveBookingsAround(db: Db, userId: number, types: number[], from: string, to: string) {
  return db
    .select({ id: bookings.id, slot: bookings.slot, slot_end: bookings.slot_end, status: bookings.status, type: bookings.type, details: bookings.details })
    .from(bookings)
    .where(and(eq(bookings.user_id, userId), inArray(bookings.status, LIVE_BOOKING_STATUSES), inArray(bookings.type, types), lt(bookings.slot, to), gt(bookings.slot_end, from)));
}

/** What the owner wrote in chats goes; the practice's side of each conversation stays with it. */
export async function deleteOwnerMessages(tx: Tx, userId: number): Promise<void> {
  await tx.delete(messages).where(and(eq(messages.sender_role, 'owner'), eq(messages.sender_id, userId)));
}
