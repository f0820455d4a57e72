import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { websites, vendor_listings, type Website } from '../../../db/schema';

export function findWebsiteBySubDomain(db: Db, label: string): Promise<Website | undefined> {
  return db.query.websites.findFirst({ where: sql`lower(${websites.sub_domain}) = ${label.toLowerCase()}` });
}

export function findWebsiteByCustomDomain(db: Db, domain: string): Promise<Website | undefined> {
  return db.query.websites.findFirst({ where: sql`lower(${websites.custom_domain}) = ${domain.toLowerCase()}` });
}

export function findListingsByVendor(db: Db, vendorId: number) {
  return db.select().from(vendor_listings).where(eq(vendor_listings.vendor_id, vendorId)).orderBy(vendor_listings.id);
}
