import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { id, ref, timestamps } from './columns';
import { users, vendors } from './accounts';
import { vendor_listings, type CancelPolicy } from './practices';

export interface BookingDetails {
  type: number;
  slot: string;
  user: { id: number; first_name: string; last_name: string; pic?: string | null; phone?: string | null; email: string };
  pet?: { id: number; name: string; type: number; breed?: string | null } | null;
  /**
   * `price` in minor units of `currency` (ISO 4217, the practice's when booked; absent on
   * bookings made before practices had one: USD). The JSON API shows it in major units.
   */
  listing: { title: string; line1: string; line2?: string | null; address?: string | null; avatar?: string | null; duration: number; price: number; currency?: string };
  info: { summary: string; pet?: string };
  userTZ: string;
  listingTZ: string;
  /** A plan offer applied at payment: `listing.price` is then the price paid, `list_price` the listing's (minor units). */
  promo?: { code: string; percent: number; list_price: number } | null;
  /** The vet's consultation note, kept on the booking until the records feature holds it. */
  note?: { text: string; author: string; at: string } | null;
  /**
   * The calendar event this booking is, once it was moved: a rescheduled booking keeps
   * the first booking's UID and raises SEQUENCE, so calendars move the event instead of adding one.
   * Absent: `booking-<id>@<PUBLIC_URL's host>`, sequence 0 (`calendarEventOf`).
   */
  calendar?: { uid: string; sequence: number };
  /** A house visit booked as a clinic consultation: where the practice goes (the owner's address), its calendar LOCATION. */
  visit?: { address: string } | null;
  /** The listing's cancellation policy the owner was shown and paid under; absent: none (a full refund until the start). */
  policy?: CancelPolicy | null;
  /** Booked by the practice for its customer: the practice login who did it, as named then (its e-mails say who booked). */
  booked_by?: { id: number; name: string } | null;
  /** The practice waived the payment of a priced consultation: nothing was charged. */
  waived?: boolean;
  /** Booked on the practice's own site: what is sent about it later links there and wears its brand (booking.site.ts). */
  booked_on_site?: boolean;
}

/** The HTTP status and body `POST /api/payment` answered for a payment's key; kept to answer the same key again. */
export interface PaymentAnswer {
  httpStatus: number;
  body: { result: 'success'; id: number } | { result: 'error'; status: string; field?: string };
}

export const bookings = sqliteTable(
  'bookings',
  {
    id: id(),
    /** Start instant, ISO 8601 UTC. */
    slot: text('slot').notNull(),
    /** End instant (slot + duration), kept so overlap checks are one indexed range query. */
    slot_end: text('slot_end').notNull(),
    status: integer('status').notNull().default(0),
    type: integer('type').notNull(),
    user_id: ref('user_id', () => users.id),
    vendor_id: ref('vendor_id', () => vendors.id),
    vendor_listing_id: ref('vendor_listing_id', () => vendor_listings.id),
    payment_id: integer('payment_id'),
    /** Set while a payment is under way; a hold past this instant no longer blocks the slot. */
    hold_expires_at: text('hold_expires_at'),
    details: text('details', { mode: 'json' }).$type<BookingDetails>().notNull(),
    /** Status 2 (rescheduled): the booking that took its place; its payment moved there with it. */
    rescheduled_to: integer('rescheduled_to').references((): AnySQLiteColumn => bookings.id),
    /**
     * The e-mails owed for this booking's last change, set in the transaction that confirms or
     * cancels it and cleared once they are sent: a crash in between leaves it set, and recovery
     * sends them at the next start (R2).
     */
    mails_pending: text('mails_pending', { enum: ['confirmed', 'canceled'] }),
    /** The series of repeat visits this booking is one of (booking_series), and which visit (1-based). */
    series_id: integer('series_id').references((): AnySQLiteColumn => booking_series.id),
    series_visit: integer('series_visit'),
    /** When the practice marked it no-show (4) or arrived (5): a mark may be corrected until that day ends. */
    marked_at: text('marked_at'),
    ...timestamps(),
  },
  (t) => [
    index('bookings_series').on(t.series_id).where(sql`series_id IS NOT NULL`),
    // Partial: the few bookings whose e-mails are still owed (recovery's look-up).
    index('bookings_mails_pending').on(t.mails_pending).where(sql`mails_pending IS NOT NULL`),
    index('bookings_listing_slot').on(t.vendor_listing_id, t.slot),
    index('bookings_user_slot').on(t.user_id, t.slot),
    index('bookings_vendor_status_slot').on(t.vendor_id, t.status, t.slot),
    index('bookings_vendor_created').on(t.vendor_id, t.created_at),
    // A practice's "complete" list (status 0 or 1, by slot) and the admin's list of every booking.
    index('bookings_vendor_slot').on(t.vendor_id, t.slot),
    index('bookings_slot').on(t.slot),
    index('bookings_user_created').on(t.user_id, t.created_at),
    // Who is a practice's customer (they booked with it), and their last appointment there.
    index('bookings_vendor_user_slot').on(t.vendor_id, t.user_id, t.slot),
    // The last line of defence against double-booking: one live booking per listing and start; a marked one (4, 5) keeps its time.
    uniqueIndex('bookings_live_slot_unique')
      .on(t.vendor_listing_id, t.slot)
      .where(sql`status IN (0, 1, 4, 5)`),
  ],
);

export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    booking_id: integer('booking_id').references(() => bookings.id),
    user_id: ref('user_id', () => users.id),
    vendor_id: ref('vendor_id', () => vendors.id),
    provider: text('provider').notNull(),
    /** The provider's id for the charge (a PaymentIntent id for Stripe). */
    reference: text('reference'),
    /**
     * The payment the browser made with the provider's card form (a Stripe PaymentIntent id),
     * kept from the hold on: recovery asks the provider about it after a crash.
     */
    intent_id: text('intent_id'),
    idempotency_key: text('idempotency_key').notNull(),
    /** Integer minor units of `currency`. */
    amount: integer('amount').notNull(),
    /** ISO 4217, lower case as the payment provider takes it ("usd", "gbp"): the practice's currency. */
    currency: text('currency').notNull().default('usd'),
    brand: text('brand'),
    last4: text('last4'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded', 'waived'] }).notNull(),
    /** The answer given for this key, replayed when the same key comes again. */
    response: text('response', { mode: 'json' }).$type<PaymentAnswer>(),
    refunded_amount: integer('refunded_amount').notNull().default(0),
    /** Minor units kept by the listing's cancellation policy when the booking was canceled inside its notice window. */
    cancel_fee: integer('cancel_fee').notNull().default(0),
    /** Why a cancel refunded what it did (the quote's reason), and the policy's window then: a page shown later says the same. */
    cancel_terms: text('cancel_terms', { mode: 'json' }).$type<{ reason: string; notice_hours: number | null }>(),
    /** The plan offer this payment used (e.g. WELCOME), and how many minor units it took off the listing's price. */
    promo_code: text('promo_code'),
    discount: integer('discount').notNull().default(0),
    /** What the money is for: the booking itself, or the no-show fee charged to its kept card. */
    kind: text('kind', { enum: ['booking', 'no_show_fee'] }).notNull().default('booking'),
    /** A card kept for a no-show fee: the provider's customer and payment method (Stripe cus_/pm_; sandbox a token). */
    customer_ref: text('customer_ref'),
    payment_method_ref: text('payment_method_ref'),
    /** The owner's consent to keep the card for the no-show fee: when, and which wording (NO_SHOW_CONSENT_VERSION). */
    consent_at: text('consent_at'),
    consent_version: text('consent_version'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.idempotency_key),
    // An offer is used once per owner: a second payment under way or made with it is refused by the database too.
    uniqueIndex('payments_promo_once').on(t.user_id, t.promo_code).where(sql`promo_code IS NOT NULL AND status IN ('pending', 'succeeded')`),
    index('payments_booking').on(t.booking_id),
    // One provider charge pays for one booking at most; webhooks find the row by it.
    uniqueIndex('payments_reference_unique').on(t.provider, t.reference),
  ],
);

/** What a practice asked for when it booked a person who is not yet its customer. */
export interface BookingRequestDetails {
  vendor_listing_id: number;
  type: number;
  slot: string;
  userTZ: string;
  summary: string;
  waive: boolean;
  /** Who at the practice asked: the booking is made as them once accepted. */
  booked_by: { id: number; subrole: 'root_admin' | 'user' | null };
  /** A remote consult: where the pet will be, as the practice said (ISO 3166-1, and ISO 3166-2 or ''). */
  owner_country?: string;
  owner_region?: string;
}

/**
 * A booking held until the person accepts it: nothing is booked or charged before
 * they accept; declined or past `expires_at`, it never becomes a booking. Owned by `booking`.
 */
export const booking_requests = sqliteTable(
  'booking_requests',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    user_id: ref('user_id', () => users.id),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] }).notNull().default('pending'),
    /** HMAC of the secret in the e-mailed links (keyed with the server's secret); the secret itself is never stored. */
    token_hash: text('token_hash').notNull(),
    details: text('details', { mode: 'json' }).$type<BookingRequestDetails>().notNull(),
    expires_at: text('expires_at').notNull(),
    booking_id: integer('booking_id').references(() => bookings.id),
    /** The practice's attempt key ("vendor:3:<key>"): a retried request sends one e-mail and answers the same. */
    idempotency_key: text('idempotency_key').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('booking_requests_token_unique').on(t.token_hash),
    uniqueIndex('booking_requests_idempotency_unique').on(t.idempotency_key),
    index('booking_requests_vendor').on(t.vendor_id, t.created_at),
  ],
);

/**
 * Repeat visits booked together: every `every` days or weeks, `count` times. Each visit is its
 * own bookings row (series_id, series_visit). Paid up front: one provider charge for the visits
 * booked, kept here; each visit's payment row records its share (decision 0028). Owned by `booking`.
 */
export const booking_series = sqliteTable(
  'booking_series',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    user_id: ref('user_id', () => users.id),
    vendor_listing_id: ref('vendor_listing_id', () => vendor_listings.id),
    type: integer('type').notNull(),
    every: integer('every').notNull(),
    unit: text('unit', { enum: ['day', 'week'] }).notNull(),
    count: integer('count').notNull(),
    pay: text('pay', { enum: ['each', 'upfront'] }).notNull(),
    /** Who booked it: "vendor:3", "user:12". */
    booked_by: text('booked_by').notNull(),
    /** Paid up front: the provider's charge for every visit booked, and its total (minor units). */
    charge_reference: text('charge_reference'),
    charge_amount: integer('charge_amount').notNull().default(0),
    /** The booker's attempt key: the same request again answers the same series. */
    idempotency_key: text('idempotency_key').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('booking_series_idempotency_unique').on(t.idempotency_key), index('booking_series_vendor').on(t.vendor_id, t.created_at)],
);

/** Row types, one per table. */
export type Booking = typeof bookings.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type BookingRequest = typeof booking_requests.$inferSelect;
export type BookingSeries = typeof booking_series.$inferSelect;
