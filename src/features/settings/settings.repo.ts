import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { firstRow } from '../../../db/prepared';
import { websites, type Website } from '../../../db/schema';

export type { Website };

/** Which practice a host names and the version of its public content: the one read every request to its site makes. */
export interface WebsiteHead {
  vendor_id: number;
  content_version: number;
}

export function findWebsiteHeadBySubDomain(db: Db, label: string): Promise<WebsiteHead | undefined> {
  return firstRow<WebsiteHead>(db, 'select vendor_id, content_version from websites where lower(sub_domain) = ? limit 1', [label.toLowerCase()]);
}

export function findWebsiteHeadByCustomDomain(db: Db, domain: string): Promise<WebsiteHead | undefined> {
  return firstRow<WebsiteHead>(db, 'select vendor_id, content_version from websites where lower(custom_domain) = ? limit 1', [domain.toLowerCase()]);
}

export function findWebsiteByVendor(db: Db, vendorId: number): Promise<Website | undefined> {
  return db.query.websites.findFirst({ where: eq(websites.vendor_id, vendorId) });
}

/** Whether another practice's website already answers to this sub-domain or custom domain (case-insensitive). */
export async function isDomainTakenByOther(db: Db, vendorId: number, column: 'sub_domain' | 'custom_domain', value: string): Promise<boolean> {
  const row = await db.query.websites.findFirst({
    columns: { id: true },
    where: and(ne(websites.vendor_id, vendorId), sql`lower(${websites[column]}) = ${value.toLowerCase()}`),
  });
  return Boolean(row);
}

export type WebsiteChanges = Partial<Pick<Website, 'name' | 'logo' | 'header_section' | 'body_section' | 'header_source' | 'body_source' | 'source_format' | 'sub_domain' | 'custom_domain' | 'embed_origins'>>;

/** Updates the practice's website, or creates it when the practice has none yet (one per practice). */
export async function upsertWebsite(db: Db, vendorId: number, changes: WebsiteChanges & { name: string; sub_domain: string }, now: string): Promise<Website> {
  const [row] = await db
    .insert(websites)
    .values({ vendor_id: vendorId, ...changes })
    .onConflictDoUpdate({ target: websites.vendor_id, set: { ...changes, updated_at: now } })
    .returning();
  return row!;
}

export async function updateWebsite(db: Db, vendorId: number, changes: WebsiteChanges, now: string): Promise<Website | undefined> {
  const [row] = await db
    .update(websites)
    .set({ ...changes, updated_at: now })
    .where(eq(websites.vendor_id, vendorId))
    .returning();
  return row;
}

export async function insertWebsite(tx: Tx, values: typeof websites.$inferInsert): Promise<Website> {
  const [row] = await tx.insert(websites).values(values).returning();
  return row!;
}

/** The sub-domains already taken among `base` and `base-<n>` (lower-cased). */
export async function findSubDomainsStartingWith(tx: Tx, base: string): Promise<string[]> {
  const rows = await tx
    .select({ sub_domain: sql<string>`lower(${websites.sub_domain})` })
    .from(websites)
    .where(or(sql`lower(${websites.sub_domain}) = ${base}`, sql`lower(${websites.sub_domain}) like ${`${base}-%`}`));
  return rows.map((row) => row.sub_domain);
}
