import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, ref, timestamps } from './columns';
import { users } from './accounts';

export const REMINDER_KINDS = ['appointment_24h', 'appointment_1h', 'vaccine_due'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Reminders due to be sent, owned by `notifications`. A row is planned once per
 * subject (`key`), claimed by one server process at a time (`claimed_by`, `claimed_at`; a claim
 * older than the stale timeout may be taken over) and sent once: `pending` → `sent`, or `void`
 * when its booking moved or was canceled, the owner turned the kind off, or its moment passed.
 */
export const reminders = sqliteTable(
  'reminders',
  {
    id: id(),
    /** What it reminds of, once: "booking:12:appointment_24h", "phr:5:2026-12-01". */
    key: text('key').notNull(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    user_id: ref('user_id', () => users.id),
    booking_id: integer('booking_id'),
    phr_id: integer('phr_id'),
    /** ISO instant (UTC) from which it may be sent. */
    due_at: text('due_at').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'void'] }).notNull().default('pending'),
    claimed_by: text('claimed_by'),
    claimed_at: text('claimed_at'),
    sent_at: text('sent_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reminders_key_unique').on(t.key),
    // The scheduler's question: pending rows whose time has come.
    index('reminders_status_due').on(t.status, t.due_at),
    index('reminders_booking').on(t.booking_id),
  ],
);

export type Reminder = typeof reminders.$inferSelect;
