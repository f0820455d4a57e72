import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messages, video_rooms, type MessageRow } from '../../../db/schema';

export interface NewMessage {
  booking_id: number;
  sender_role: string;
  sender_id: number;
  sender_name: string;
  client_id: string;
  body: string;
  file_key?: string | null;
  file_meta?: { name: string; type: string; size: number } | null;
  created_at: string;
}

/**
 * Stores a message once per (booking, client id): a resend after a dropped connection finds
 * the stored row instead of writing a second one. Answers the stored row either way.
 */
export async function insertMessageOnce(db: Db, message: NewMessage): Promise<MessageRow> {
  const [inserted] = await db.insert(messages).values(message).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [stored] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.booking_id, message.booking_id), eq(messages.client_id, message.client_id)));
  return stored!;
}

/** The bookings whose chat a file was sent in. */
export async function findBookingsWithFile(db: Db, key: string): Promise<number[]> {
  const rows = await db.selectDistinct({ booking_id: messages.booking_id }).from(messages).where(eq(messages.file_key, key));
  return rows.map((r) => r.booking_id);
}

/** A room's messages after a given id, oldest first. */
export function findMessagesAfter(db: Db, bookingId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.booking_id, bookingId), gt(messages.id, afterId)))
    .orderBy(asc(messages.id))
    .limit(limit);
}

export async function findVideoRoom(db: Db, bookingId: number): Promise<string | undefined> {
  const [row] = await db.select({ session_id: video_rooms.session_id }).from(video_rooms).where(eq(video_rooms.booking_id, bookingId));
  return row?.session_id;
}

/** Keeps the first session made for a booking when two people open the room at once. */
export async function saveVideoRoomOnce(db: Db, bookingId: number, provider: string, sessionId: string): Promise<string> {
  await db.insert(video_rooms).values({ booking_id: bookingId, provider, session_id: sessionId }).onConflictDoNothing();
  return (await findVideoRoom(db, bookingId))!;
}
