import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { vendor_listings, vendor_logins } from '../../../db/schema';

export type Listing = typeof vendor_listings.$inferSelect;
export type NewListing = typeof vendor_listings.$inferInsert;

export function findListingsByVendor(db: Db, vendorId: number): Promise<Listing[]> {
  return db.select().from(vendor_listings).where(eq(vendor_listings.vendor_id, vendorId)).orderBy(desc(vendor_listings.id));
}

/** Listings of a practice where the team member is among the managers. */
export function findListingsManagedBy(db: Db, vendorId: number, loginId: number): Promise<Listing[]> {
  return db
    .select()
    .from(vendor_listings)
    .where(
      and(
        eq(vendor_listings.vendor_id, vendorId),
        sql`exists (select 1 from json_each(${vendor_listings.managers}) where json_each.value = ${loginId})`,
      ),
    )
    .orderBy(desc(vendor_listings.id));
}

export function findListingOfVendor(db: Db, vendorId: number, id: number): Promise<Listing | undefined> {
  return db.query.vendor_listings.findFirst({ where: and(eq(vendor_listings.id, id), eq(vendor_listings.vendor_id, vendorId)) });
}

export async function insertListing(db: Db, values: NewListing): Promise<Listing> {
  const [row] = await db.insert(vendor_listings).values(values).returning();
  return row!;
}

export async function updateListing(db: Db, id: number, vendorId: number, values: Partial<NewListing>): Promise<void> {
  await db
    .update(vendor_listings)
    .set({ ...values, updated_at: new Date().toISOString() })
    .where(and(eq(vendor_listings.id, id), eq(vendor_listings.vendor_id, vendorId)));
}

export function findTeam(db: Db, vendorId: number) {
  return db
    .select({ id: vendor_logins.id, first_name: vendor_logins.first_name, last_name: vendor_logins.last_name, subrole: vendor_logins.subrole })
    .from(vendor_logins)
    .where(eq(vendor_logins.vendor_id, vendorId))
    .orderBy(vendor_logins.id);
}
