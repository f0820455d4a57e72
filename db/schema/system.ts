import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';

/** Uploaded files, stored by the storage provider under generated keys. */
export const files = sqliteTable(
  'files',
  {
    id: id(),
    category: text('category').notNull(),
    access: text('access', { enum: ['public', 'private'] }).notNull(),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    file_type: text('file_type').notNull(),
    size: integer('size'),
    owner_role: text('owner_role').notNull(),
    owner_id: integer('owner_id').notNull(),
    uploaded_at: text('uploaded_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('files_storage_key_unique').on(t.storage_key), index('files_owner').on(t.owner_role, t.owner_id)],
);

/** Every e-mail (written with the change it tells of, delivered by one sender) and every outbox SMS, listed at /dev/outbox outside production. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** The files it carries; the one with a `method` is its calendar invitation (the `icalEvent` part), listed as a file too. */
    attachments: text('attachments', { mode: 'json' }).$type<{ filename: string; contentType: string; content: string; method?: 'REQUEST' | 'CANCEL' | 'PUBLISH' }[]>(),
    /** What the message is, for messages that may be sent again after a crash (a booking's e-mails): kept once. */
    message_key: text('message_key'),
    created_at: createdAt(),
    /** When a sender took the e-mail to deliver (another may take it over after a while). */
    claimed_at: text('claimed_at'),
    /** When the e-mail was delivered; null while it waits (with MAIL=outbox the row is the delivery). */
    sent_at: text('sent_at'),
  },
  (t) => [
    index('outbox_created').on(t.created_at),
    index('outbox_unsent').on(t.id).where(sql`sent_at IS NULL`),
    // Partial: only keyed messages, so it never serves a plain scan of the outbox in place of its rowid order.
    uniqueIndex('outbox_message_key_unique').on(t.message_key).where(sql`message_key IS NOT NULL`),
  ],
);

/** Footer newsletter sign-ups. */
export const newsletter_subscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(t.email)],
);

/**
 * Stripe webhook events already handled, by Stripe's event id: Stripe delivers at least once,
 * so a repeated delivery is acknowledged without a second effect.
 */
export const stripe_events = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  created_at: createdAt(),
});

/** Row types, one per table. */
export type OutboxMessage = typeof outbox.$inferSelect;

/**
 * How many times each table a kept page is read from has been written, counted by the
 * database itself: triggers on those tables (migration 0017) add one on every insert, update
 * and delete, whoever writes (this process, another, a script). One row, id 1. A cache keeps
 * what it read together with the counts of the tables it read, and serves it only while they
 * are unchanged (db/data-versions.ts). No feature writes it.
 */
export const data_versions = sqliteTable('data_versions', {
  id: integer('id').primaryKey(),
  users: integer('users').notNull().default(0),
  vendors: integer('vendors').notNull().default(0),
  vendor_logins: integer('vendor_logins').notNull().default(0),
  vendor_listings: integer('vendor_listings').notNull().default(0),
  bookings: integer('bookings').notNull().default(0),
  pets: integer('pets').notNull().default(0),
  practice_customers: integer('practice_customers').notNull().default(0),
});

/**
 * Outside production, how far the product's clock runs ahead of the machine's (behind when
 * negative), so every process of one database tells the same time. One row, id 1, written by
 * CLOCK_START at start-up and by POST /dev/clock (src/features/clock); never read in production.
 */
export const clock_offset = sqliteTable('clock_offset', {
  id: integer('id').primaryKey(),
  offset_ms: integer('offset_ms').notNull().default(0),
  /** The CLOCK_START that set it, so a second process started with the same one keeps the offset; null once moved by hand. */
  start: text('start'),
});

/**
 * Forms already submitted, by the form's one-use key (scoped to the person and the form): a
 * second submit of the same key answers what the first did and creates nothing (src/lib/form-once.ts).
 * `answer` is the first submit's result as JSON, null while it is still being saved.
 */
export const form_submissions = sqliteTable(
  'form_submissions',
  {
    key: text('key').primaryKey(),
    answer: text('answer'),
    created_at: createdAt(),
  },
  (t) => [index('form_submissions_created').on(t.created_at)],
);
