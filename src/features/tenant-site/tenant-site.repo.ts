import { or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { websites, type Website } from '../../../db/schema';

export function findWebsiteBySubDomain(db: Db, label: string): Promise<Website | undefined> {
  return db.query.websites.findFirst({ where: sql`lower(${websites.sub_domain}) = ${label.toLowerCase()}` });
}

export function findWebsiteByCustomDomain(db: Db, domain: string): Promise<Website | undefined> {
  return db.query.websites.findFirst({ where: sql`lower(${websites.custom_domain}) = ${domain.toLowerCase()}` });
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
