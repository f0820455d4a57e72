import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, ref } from './columns';
import { bookings } from './bookings';

/** Chat consultation messages, one room per booking (owned by the `sessions` feature). */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    booking_id: ref('booking_id', () => bookings.id),
    /** 'owner' or 'practice': which side of the consultation wrote it. */
    sender_role: text('sender_role').notNull(),
    /** The user id (owner) or vendor login id (practice). */
    sender_id: integer('sender_id').notNull(),
    /** The writer's name as it was when sent. */
    sender_name: text('sender_name').notNull().default(''),
    /** The sender's own id for the message, so a resend after a dropped connection is stored once. */
    client_id: text('client_id').notNull().default(''),
    body: text('body').notNull(),
    /** An attached file's storage key (the bytes live with the files feature, read through its access check). */
    file_key: text('file_key'),
    /** The attached file's label as uploaded: name, MIME type and size. */
    file_meta: text('file_meta', { mode: 'json' }).$type<{ name: string; type: string; size: number }>(),
    created_at: createdAt(),
  },
  (t) => [
    index('messages_booking').on(t.booking_id, t.created_at),
    uniqueIndex('messages_booking_client_unique').on(t.booking_id, t.client_id),
    index('messages_file_key').on(t.file_key),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/** The video provider's session for a booking (VIDEO=vonage), made on first join and shared by both sides. */
export const video_rooms = sqliteTable('video_rooms', {
  booking_id: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  provider: text('provider').notNull(),
  session_id: text('session_id').notNull(),
  created_at: createdAt(),
});
