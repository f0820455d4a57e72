import { and, asc, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { firstRow, prepared } from '../../../db/prepared';
import { vendor_listings, type Listing } from '../../../db/schema';
import { appNow } from '../../lib/clock';

type NewListing = typeof vendor_listings.$inferInsert;

/** The listings whose managers include that team member: the one place the `json_each` test is written. */
const managedBy = (loginId: number) => sql`exists (select 1 from json_each(${vendor_listings.managers}) where json_each.value = ${loginId})`;

export function findListingById(db: Db, id: number): Promise<Listing | undefined> {
  return prepared(db, 'vendor_listings.byId', (d) =>
    d.select().from(vendor_listings).where(eq(vendor_listings.id, sql.placeholder('id'))).limit(1).prepare(),
  ).get({ id });
}

/** What a listing's free slots were computed from: its last edit and its bookings' version (two small columns, read per slots request). */
export function findListingVersion(db: Db, id: number): Promise<{ updated_at: string | null; availability_version: number } | undefined> {
  return firstRow(db, 'select updated_at, availability_version from vendor_listings where id = ?', [id]);
}

/** A practice's listings, oldest first (the order owners see them in), or newest first (My Listings). */
export function findListingsByVendor(db: Db, vendorId: number, order: 'oldest' | 'newest' = 'oldest'): Promise<Listing[]> {
  return db
    .select()
    .from(vendor_listings)
    .where(eq(vendor_listings.vendor_id, vendorId))
    .orderBy(order === 'newest' ? desc(vendor_listings.id) : asc(vendor_listings.id));
}

/** Listings of a practice where the team member is among the managers, newest first. */
export function findListingsManagedBy(db: Db, vendorId: number, loginId: number): Promise<Listing[]> {
  return db
    .select()
    .from(vendor_listings)
    .where(and(eq(vendor_listings.vendor_id, vendorId), managedBy(loginId)))
    .orderBy(desc(vendor_listings.id));
}

/** The ids of the listings of a practice a team member manages. */
export async function findManagedListingIds(db: Db, vendorId: number, loginId: number): Promise<number[]> {
  const rows = await db
    .select({ id: vendor_listings.id })
    .from(vendor_listings)
    .where(and(eq(vendor_listings.vendor_id, vendorId), managedBy(loginId)));
  return rows.map((r) => r.id);
}

/** Id and title of a practice's listings (all, or only `ids`), oldest first: the appointments filter. */
export function findListingTitles(db: Db, vendorId: number, ids?: number[]) {
  return db
    .select({ id: vendor_listings.id, title: vendor_listings.title })
    .from(vendor_listings)
    .where(and(eq(vendor_listings.vendor_id, vendorId), ...(ids ? [inArray(vendor_listings.id, ids)] : [])))
    .orderBy(asc(vendor_listings.id));
}

export function findListingOfVendor(db: Db, vendorId: number, id: number): Promise<Listing | undefined> {
  return db.query.vendor_listings.findFirst({ where: and(eq(vendor_listings.id, id), eq(vendor_listings.vendor_id, vendorId)) });
}

export async function insertListing(db: Db | Tx, values: NewListing): Promise<Listing> {
  const [row] = await db.insert(vendor_listings).values(values).returning();
  return row!;
}

export async function updateListing(db: Db | Tx, id: number, vendorId: number, values: Partial<NewListing>): Promise<void> {
  await db
    .update(vendor_listings)
    .set({ ...values, updated_at: appNow().toISOString() })
    .where(and(eq(vendor_listings.id, id), eq(vendor_listings.vendor_id, vendorId)));
}

/** Listings of a practice a team member owns or manages. */
export function findListingsOwnedOrManagedBy(db: Db, vendorId: number, loginId: number): Promise<Listing[]> {
  return db
    .select()
    .from(vendor_listings)
    .where(
      and(
        eq(vendor_listings.vendor_id, vendorId),
        sql`(${vendor_listings.vendor_login_id} = ${loginId} or exists (select 1 from json_each(${vendor_listings.managers}) where json_each.value = ${loginId}))`,
      ),
    )
    .orderBy(desc(vendor_listings.id));
}

/** The reports: id, practice, title and zone of the listings with these ids, and listing counts per practice. */
export function findListingSummaries(db: Db, ids: number[]) {
  return db
    .select({ id: vendor_listings.id, vendor_id: vendor_listings.vendor_id, title: vendor_listings.title, timezone: vendor_listings.timezone })
    .from(vendor_listings)
    .where(inArray(vendor_listings.id, ids));
}

export function findFirstListingZone(db: Db, vendorId: number) {
  return db.select({ timezone: vendor_listings.timezone }).from(vendor_listings).where(eq(vendor_listings.vendor_id, vendorId)).orderBy(asc(vendor_listings.id)).limit(1);
}

export function countListingsByVendor(db: Db, vendorIds: number[]) {
  return db
    .select({ vendor_id: vendor_listings.vendor_id, count: sql<number>`count(*)` })
    .from(vendor_listings)
    .where(inArray(vendor_listings.vendor_id, vendorIds))
    .groupBy(vendor_listings.vendor_id);
}

/** Every practice's listings, by title (an owner choosing whom to ask); capped. */
export function findAllListings(db: Db, limit: number): Promise<Listing[]> {
  return db.select().from(vendor_listings).orderBy(asc(vendor_listings.title), asc(vendor_listings.id)).limit(limit);
}

/** What the owners' search asks of listings; text filters are `like` patterns (lib/like). */
export interface ListingSearch {
  /** Matches the listing's title; a listing of one of `keywordVendorIds` matches too. */
  keyword?: string;
  keywordVendorIds: number[];
  /** Matches line 1, line 2 or the address. */
  location?: string;
  /** Offers this consultation type, enabled. */
  type?: number;
  excludeVendorIds: number[];
}

function searchWhere(s: ListingSearch): SQL {
  const l = vendor_listings;
  const offered = sql`exists (select 1 from json_each(${l.consultations}) c where json_extract(c.value, '$.status') = 1${
    s.type === undefined ? sql`` : sql` and json_extract(c.value, '$.type') = ${s.type}`
  })`;
  const keyword = s.keyword
    ? s.keywordVendorIds.length > 0
      ? or(sql`lower(${l.title}) like ${s.keyword} escape '\\'`, inArray(l.vendor_id, s.keywordVendorIds))
      : sql`lower(${l.title}) like ${s.keyword} escape '\\'`
    : undefined;
  const location = s.location
    ? sql`lower(${l.line1} || ' ' || coalesce(${l.line2}, '') || ' ' || coalesce(${l.address}, '')) like ${s.location} escape '\\'`
    : undefined;
  const excluded = s.excludeVendorIds.length > 0 ? notInArray(l.vendor_id, s.excludeVendorIds) : undefined;
  return and(offered, keyword, location, excluded)!;
}

/** One page of the practices that have a listing matching the search, oldest practice first. */
export async function findSearchVendorIds(db: Db, search: ListingSearch, limit: number, offset: number): Promise<number[]> {
  const rows = await db
    .select({ vendor_id: vendor_listings.vendor_id })
    .from(vendor_listings)
    .where(searchWhere(search))
    .groupBy(vendor_listings.vendor_id)
    .orderBy(asc(vendor_listings.vendor_id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.vendor_id);
}

/** The matching listings of these practices, oldest first, at most `limit`. */
export function findSearchListings(db: Db, search: ListingSearch, vendorIds: number[], limit: number): Promise<Listing[]> {
  return db
    .select()
    .from(vendor_listings)
    .where(and(searchWhere(search), inArray(vendor_listings.vendor_id, vendorIds)))
    .orderBy(asc(vendor_listings.vendor_id), asc(vendor_listings.id))
    .limit(limit);
}

/** Whether owners may book a series of repeat visits on the listing themselves. */
export async function updateOwnerSeries(db: Db, id: number, allowed: boolean, now: string): Promise<void> {
  await db.update(vendor_listings).set({ owner_series: allowed, updated_at: now }).where(eq(vendor_listings.id, id));
}
