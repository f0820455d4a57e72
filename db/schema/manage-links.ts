import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, ref } from './columns';
import { bookings } from './bookings';

/**
 * What a booking's manage link (`/m/<token>`) already did: one row per (token, action), so a
 * cancel or a reschedule through one link happens once; a second use reads back what happened.
 */
export const manage_link_uses = sqliteTable(
  'manage_link_uses',
  {
    /** SHA-256 of the token: the table never holds a working link. */
    token_hash: text('token_hash').notNull(),
    action: text('action', { enum: ['cancel', 'reschedule'] }).notNull(),
    /** The booking the action was taken on. */
    booking_id: ref('booking_id', () => bookings.id),
    /** A reschedule: the booking that took its place. */
    result_booking_id: integer('result_booking_id'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.token_hash, t.action] })],
);

/** Who canceled a booking and when, so a page shown later ("canceled on … by …") can say so. */
export const booking_cancellations = sqliteTable('booking_cancellations', {
  booking_id: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  /** `owner` (signed in or through a manage link), `practice`, `admin`. */
  by: text('by', { enum: ['owner', 'practice', 'admin'] }).notNull(),
  at: text('at').notNull(),
});

export type ManageLinkUse = typeof manage_link_uses.$inferSelect;
export type BookingCancellation = typeof booking_cancellations.$inferSelect;
