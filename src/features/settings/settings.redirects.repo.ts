import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { firstRow } from '../../../db/prepared';
import { sub_domain_redirects, websites, type Website } from '../../../db/schema';
import type { WebsiteChanges } from './settings.repo';

type Conn = Db | Tx;

/** The current sub-domain of the practice a former one still redirects to at `now`. */
export function findRedirectTarget(db: Db, label: string, now: string): Promise<{ sub_domain: string } | undefined> {
  return firstRow<{ sub_domain: string }>(
    db,
    'select w.sub_domain from sub_domain_redirects r join websites w on w.vendor_id = r.vendor_id where lower(r.sub_domain) = ? and r.until > ? limit 1',
    [label.toLowerCase(), now],
  );
}

/** Whether another practice's former sub-domain still holds this name at `now`. */
export async function isSubDomainHeldByOther(db: Conn, vendorId: number, value: string, now: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sub_domain_redirects.id })
    .from(sub_domain_redirects)
    .where(and(ne(sub_domain_redirects.vendor_id, vendorId), sql`lower(${sub_domain_redirects.sub_domain}) = ${value.toLowerCase()}`, gt(sub_domain_redirects.until, now)))
    .limit(1);
  return Boolean(row);
}

/** A practice's former sub-domains still redirecting at `now`, the one ending first first. */
export function findRedirectsOfVendor(db: Db, vendorId: number, now: string): Promise<{ sub_domain: string; until: string }[]> {
  return db
    .select({ sub_domain: sub_domain_redirects.sub_domain, until: sub_domain_redirects.until })
    .from(sub_domain_redirects)
    .where(and(eq(sub_domain_redirects.vendor_id, vendorId), gt(sub_domain_redirects.until, now)))
    .orderBy(asc(sub_domain_redirects.until));
}

/** The held names among `base` and `base-<n>` (lower-cased), for a new practice's sub-domain. */
export async function findHeldSubDomainsStartingWith(tx: Tx, base: string, now: string): Promise<string[]> {
  const rows = await tx
    .select({ sub_domain: sql<string>`lower(${sub_domain_redirects.sub_domain})` })
    .from(sub_domain_redirects)
    .where(and(gt(sub_domain_redirects.until, now), sql`(lower(${sub_domain_redirects.sub_domain}) = ${base} or lower(${sub_domain_redirects.sub_domain}) like ${`${base}-%`})`));
  return rows.map((row) => row.sub_domain);
}

/** Names whose redirect has ended are free again: their rows go (the database's guard counts every row). */
export async function deleteEndedRedirects(conn: Conn, now: string): Promise<void> {
  await conn.delete(sub_domain_redirects).where(lte(sub_domain_redirects.until, now));
}

/**
 * Moves a practice's site to a new sub-domain in one write transaction: the old name redirects
 * (and is held) until `until`; a former name taken back stops redirecting.
 */
export async function moveSubDomain(db: Db, vendorId: number, move: { from: string; changes: WebsiteChanges & { sub_domain: string }; until: string; now: string }): Promise<Website | undefined> {
  return db.transaction(async (tx) => {
    await deleteEndedRedirects(tx, move.now);
    await tx.delete(sub_domain_redirects).where(and(eq(sub_domain_redirects.vendor_id, vendorId), sql`lower(${sub_domain_redirects.sub_domain}) = ${move.changes.sub_domain.toLowerCase()}`));
    await tx.delete(sub_domain_redirects).where(sql`lower(${sub_domain_redirects.sub_domain}) = ${move.from.toLowerCase()}`);
    await tx.insert(sub_domain_redirects).values({ vendor_id: vendorId, sub_domain: move.from.toLowerCase(), until: move.until, created_at: move.now, updated_at: move.now });
    const [row] = await tx
      .update(websites)
      .set({ ...move.changes, updated_at: move.now })
      .where(eq(websites.vendor_id, vendorId))
      .returning();
    return row;
  });
}
