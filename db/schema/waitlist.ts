import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { id, ref, timestamps } from './columns';
import { users, vendors } from './accounts';
import { vendor_listings } from './practices';
import { pets } from './pets';

export const WAITLIST_ENTRY_STATES = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];
export const WAITLIST_OFFER_STATES = ['open', 'accepted', 'declined', 'expired'] as const;
export type WaitlistOfferState = (typeof WAITLIST_OFFER_STATES)[number];

/**
 * Owners waiting for a slot of a listing's consultation type between two dates (owned by
 * `waitlist`). First come, first offered: `id` (with `created_at`) is the order. `offered` while one
 * of its offers is open, `booked` once an offer became a paid booking, `left` by the owner,
 * `expired` when its last day passed.
 */
export const waitlist_entries = sqliteTable(
  'waitlist_entries',
  {
    id: id(),
    user_id: ref('user_id', () => users.id),
    pet_id: integer('pet_id').references(() => pets.id),
    vendor_id: ref('vendor_id', () => vendors.id),
    vendor_listing_id: ref('vendor_listing_id', () => vendor_listings.id),
    type: integer('type').notNull(),
    /** YYYY-MM-DD in the listing's zone, both days included. */
    date_from: text('date_from').notNull(),
    date_to: text('date_to').notNull(),
    state: text('state', { enum: WAITLIST_ENTRY_STATES }).notNull().default('waiting'),
    ...timestamps(),
  },
  (t) => [
    // The offer pass's question: who waits on a listing, in order.
    index('waitlist_entries_listing_state').on(t.vendor_listing_id, t.state, t.id),
    index('waitlist_entries_user').on(t.user_id, t.state),
  ],
);

/**
 * A free slot offered to one entry, held for it by a bookings row (status 0, hold until
 * `expires_at`, the owner's), so every process's slot engine hides it and the bookings' unique
 * index holds it once. `open` → `accepted` (paid), `declined`, or `expired` (then the next entry).
 * `token` is the secret of the offer's link.
 */
export const waitlist_offers = sqliteTable(
  'waitlist_offers',
  {
    id: id(),
    entry_id: ref('entry_id', () => waitlist_entries.id),
    vendor_listing_id: ref('vendor_listing_id', () => vendor_listings.id),
    slot: text('slot').notNull(),
    slot_end: text('slot_end').notNull(),
    /** The hold's bookings row; no reference: the hold is deleted when the offer ends untaken. */
    booking_id: integer('booking_id'),
    token: text('token').notNull(),
    expires_at: text('expires_at').notNull(),
    state: text('state', { enum: WAITLIST_OFFER_STATES }).notNull().default('open'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_token').on(t.token),
    // One open offer per entry, and one per slot of a listing: the database says no to a second.
    uniqueIndex('waitlist_offers_open_entry').on(t.entry_id).where(sql`state = 'open'`),
    uniqueIndex('waitlist_offers_open_slot').on(t.vendor_listing_id, t.slot).where(sql`state = 'open'`),
    index('waitlist_offers_state_expires').on(t.state, t.expires_at),
    index('waitlist_offers_entry').on(t.entry_id),
  ],
);

export type WaitlistEntry = typeof waitlist_entries.$inferSelect;
export type WaitlistOffer = typeof waitlist_offers.$inferSelect;
