import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, ref, timestamps } from './columns';
import { users, vendors } from './accounts';
import { vendor_listings } from './practices';
import { bookings } from './bookings';

export const INTAKE_KINDS = ['text', 'choice', 'yesno', 'number', 'photo', 'video'] as const;
export type IntakeKind = (typeof INTAKE_KINDS)[number];

/**
 * A practice's questionnaire for one listing's consultation type (owned by `intake`), one row a
 * question in `position` order. No rows for a listing and type: the default triage set applies.
 */
export const intake_questions = sqliteTable(
  'intake_questions',
  {
    id: id(),
    vendor_listing_id: ref('vendor_listing_id', () => vendor_listings.id),
    type: integer('type').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: INTAKE_KINDS }).notNull(),
    label: text('label').notNull(),
    required: integer('required', { mode: 'boolean' }).notNull().default(false),
    /** A choice's options. */
    options: text('options', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** A number's range. */
    min: integer('min'),
    max: integer('max'),
    /** The answers (a choice's options, or "yes"/"no") that make this a red flag. */
    red_flags: text('red_flags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('intake_questions_listing').on(t.vendor_listing_id, t.type, t.position)],
);

/** One answer as given: the question as the owner read it (a later edit changes none of it), the value and its files. */
export interface IntakeAnswer {
  question_id: string;
  kind: IntakeKind;
  label: string;
  value: string | number | boolean | null;
  files: { url: string; name: string; type: string; size: number }[];
  red_flag: boolean;
}

/** A booking's intake answers (owned by `intake`): one row a booking, written again when the owner edits them. */
export const intake_answers = sqliteTable(
  'intake_answers',
  {
    id: id(),
    booking_id: ref('booking_id', () => bookings.id),
    user_id: ref('user_id', () => users.id),
    vendor_id: ref('vendor_id', () => vendors.id),
    vendor_listing_id: ref('vendor_listing_id', () => vendor_listings.id),
    answers: text('answers', { mode: 'json' }).$type<IntakeAnswer[]>().notNull().default([]),
    red_flag: integer('red_flag', { mode: 'boolean' }).notNull().default(false),
    answered_at: text('answered_at').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('intake_answers_booking').on(t.booking_id), index('intake_answers_user').on(t.user_id)],
);

export type IntakeQuestionRow = typeof intake_questions.$inferSelect;
export type IntakeAnswersRow = typeof intake_answers.$inferSelect;
