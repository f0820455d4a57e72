import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, ref, timestamps } from './columns';
import { users, vendors } from './accounts';
import { vendor_listings } from './practices';

/** A record file as it is attached (files feature's shape). */
export interface RequestFile {
  url: string;
  name: string;
  type: string;
  size: number;
}

/** What an owner asked in a second opinion, and what they consented to share with the practice. */
export interface SecondOpinionDetails {
  question: string;
  /** The pet's records (phr ids) the owner shares with this practice; no other record is shown to it. */
  shared_record_ids: number[];
  /** The files of those records and the files attached to the request: the practice may open these. */
  shared_files: string[];
  files: RequestFile[];
  /** Integer minor units of `currency`, from the listing. */
  amount: number;
  /** The practice's currency (ISO 4217) when asked; absent on requests made before practices had one: USD. */
  currency?: string;
  payment_id: number | null;
  report_record_id?: number | null;
  /** Who ended it before its report (the owner, by deleting their account, refunded in full). */
  canceled_by?: 'owner' | null;
}

/** A house visit as the owner asked for it, and what the practice answered. */
export interface HouseVisitDetails {
  address: string;
  reason: string;
  preferred: string;
  /** The clinic slot the practice chose (ISO instant), paid for by the owner to become a booking. */
  slot?: string | null;
  decline_reason?: string | null;
  /** Why the last payment did not go through (the slot was taken since), shown to the owner. */
  pay_error?: string | null;
}

export type RequestKind = 'second_opinion' | 'house_visit';
export type RequestStatus = 'open' | 'more_info' | 'completed' | 'accepted' | 'booked' | 'declined' | 'canceled';

/** Second opinions and house visits. Owned by `requests`. */
export const requests = sqliteTable(
  'requests',
  {
    id: id(),
    kind: text('kind', { enum: ['second_opinion', 'house_visit'] }).notNull(),
    user_id: ref('user_id', () => users.id),
    vendor_id: integer('vendor_id').references(() => vendors.id),
    vendor_listing_id: integer('vendor_listing_id').references(() => vendor_listings.id),
    pet_id: integer('pet_id'),
    status: text('status', { enum: ['open', 'more_info', 'completed', 'accepted', 'booked', 'declined', 'canceled'] })
      .notNull()
      .default('open'),
    /** When the practice promised its answer (a second opinion's report), ISO UTC. */
    due_at: text('due_at'),
    /** The booking a house visit became. */
    booking_id: integer('booking_id'),
    /** The form's key: the same submission twice makes one request (and one charge). */
    idempotency_key: text('idempotency_key'),
    details: text('details', { mode: 'json' }).$type<SecondOpinionDetails | HouseVisitDetails>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('requests_user').on(t.user_id, t.created_at),
    index('requests_vendor_status').on(t.vendor_id, t.status, t.created_at),
    uniqueIndex('requests_idempotency_unique').on(t.idempotency_key),
  ],
);

export type Request = typeof requests.$inferSelect;

/** The thread of a request: the question, the practice's questions, the owner's answers, the report. */
export const request_messages = sqliteTable(
  'request_messages',
  {
    id: id(),
    request_id: ref('request_id', () => requests.id),
    author_role: text('author_role', { enum: ['user', 'vendor'] }).notNull(),
    author_id: integer('author_id').notNull(),
    kind: text('kind', { enum: ['question', 'info_request', 'answer', 'report', 'decline'] }).notNull(),
    body: text('body').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('request_messages_request').on(t.request_id, t.id)],
);

export type RequestMessage = typeof request_messages.$inferSelect;
