import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, ref, timestamps } from './columns';
import { vendor_logins, vendors } from './accounts';

export interface ScheduleRow {
  /** Day names Mon..Sun. */
  days: string[];
  /** HH:mm in the listing's zone. */
  from: string;
  to: string;
}

export interface Consultation {
  status: boolean;
  type: number;
  /** Minutes. */
  duration: number;
  /** Integer minor units of the practice's currency (`vendors.currency`): 4000 is $40 or £40. */
  price: number;
  schedule: ScheduleRow[];
}

/**
 * A listing's cancellation and reschedule policy. Outside the notice window a cancel refunds in
 * full; inside it, `inside` says what happens: a full refund, a partial one (`refund_percent` of
 * the price), none, or the price less a fixed `fee`. A practice's own cancel always refunds in
 * full, and no refund is given more than TERMS.REFUND_DAYS after payment. `no_show_fee` (minor
 * units) may be charged to the card kept for the booking when the practice marks a no-show.
 * Absent (null): the spec's terms alone, a full refund until the start.
 */
export interface CancelPolicy {
  /** Hours before the start; more than zero. */
  notice_hours: number;
  inside: 'full' | 'partial' | 'none' | 'fee';
  /** `inside: 'partial'`: the share of the price refunded, 1–99. */
  refund_percent?: number | null;
  /** `inside: 'fee'`: minor units kept from the refund; never more than the price. */
  fee?: number | null;
  /** Whether a booking may be moved inside the notice window. */
  reschedule_inside?: boolean;
  /** Minor units charged off-session for a no-show, with the owner's consent given at booking; null: none. */
  no_show_fee?: number | null;
}

/**
 * Same-day capacity: `share` percent (1–50) of each day's slots of every consultation is held
 * back for urgent cases, offered to owners only once released: `hours` before the slot's start
 * (`release: 'hours'`), or when the practice releases the day by hand (either way). Null: off.
 */
export interface UrgentSetting {
  share: number;
  release: 'hours' | 'manual';
  /** `release: 'hours'`: whole hours before a slot's start, 0–168. */
  hours?: number | null;
}

export const vendor_listings = sqliteTable(
  'vendor_listings',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    avatar: text('avatar'),
    title: text('title').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    address: text('address'),
    vendor_login_id: integer('vendor_login_id').references(() => vendor_logins.id),
    managers: text('managers', { mode: 'json' }).$type<number[]>().notNull().default([]),
    timezone: text('timezone').notNull(),
    consultations: text('consultations', { mode: 'json' }).$type<Consultation[]>().notNull().default([]),
    policy: text('policy', { mode: 'json' }).$type<CancelPolicy>(),
    /** Whether owners may book a series of repeat visits themselves (the practice always may); off by default. */
    owner_series: integer('owner_series', { mode: 'boolean' }).notNull().default(false),
    urgent: text('urgent', { mode: 'json' }).$type<UrgentSetting>(),
    /**
     * Raised by the database itself (triggers on `bookings`, migration 0012) whenever a booking of
     * this listing is written, whoever writes it: the free-slots cache of every process keys by it.
     */
    availability_version: integer('availability_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('vendor_listings_vendor').on(t.vendor_id)],
);

export const websites = sqliteTable(
  'websites',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    name: text('name').notNull(),
    logo: text('logo'),
    sub_domain: text('sub_domain').notNull(),
    custom_domain: text('custom_domain'),
    sys_domain: text('sys_domain'),
    header_section: text('header_section'),
    body_section: text('body_section'),
    /** The origins (https://host[:port]) allowed to frame the booking widget (`frame-ancestors` on /embed). */
    embed_origins: text('embed_origins', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** What the practice typed for each section, in `source_format`; header_section/body_section hold its sanitized HTML. */
    header_source: text('header_source'),
    body_source: text('body_source'),
    /** 'markdown' or 'html'; null for a site saved before the editor had formats (its sections are its HTML source). */
    source_format: text('source_format', { enum: ['markdown', 'html'] }),
    /**
     * Raised by database triggers in the same transaction as every change the practice's public
     * page shows (this row, its listings, its suspension): each process keys its rendered page by it.
     */
    content_version: integer('content_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('websites_vendor_unique').on(t.vendor_id),
    uniqueIndex('websites_sub_domain_lower_unique').on(sql`lower(${t.sub_domain})`),
    uniqueIndex('websites_custom_domain_lower_unique').on(sql`lower(${t.custom_domain})`),
  ],
);

/**
 * A practice's former sub-domain: it redirects (308, same path and query) to the practice's
 * current one until `until`, so a link or embed already given out keeps working, and no other
 * practice may claim it meanwhile (docs/decisions/0049-sub-domain-redirects.md).
 */
export const sub_domain_redirects = sqliteTable(
  'sub_domain_redirects',
  {
    id: id(),
    vendor_id: ref('vendor_id', () => vendors.id),
    sub_domain: text('sub_domain').notNull(),
    /** ISO instant: the name redirects, and is held, until then. */
    until: text('until').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sub_domain_redirects_lower_unique').on(sql`lower(${t.sub_domain})`), index('sub_domain_redirects_vendor').on(t.vendor_id)],
);

/** Row types, one per table. */
export type Listing = typeof vendor_listings.$inferSelect;
export type Website = typeof websites.$inferSelect;
export type SubDomainRedirect = typeof sub_domain_redirects.$inferSelect;
