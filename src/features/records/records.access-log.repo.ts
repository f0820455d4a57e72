import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { records_access } from '../../../db/schema';

export type AccessRow = typeof records_access.$inferSelect;
export type NewAccessRow = typeof records_access.$inferInsert;

/** The log is written here and nowhere else: one insert per request (however many entries it touched). */
export async function insertAccessRows(db: Db, rows: NewAccessRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(records_access).values(rows);
}

export interface AccessFilter {
  petId?: number;
  vendorId?: number;
  /** ISO instants, [from, to). */
  from?: string;
  to?: string;
}

/** Log rows, newest first, by pet or by practice (both indexed) and a time window. */
export function findAccessRows(db: Db, filter: AccessFilter, limit: number, offset = 0): Promise<AccessRow[]> {
  const where: SQL[] = [];
  if (filter.petId !== undefined) where.push(eq(records_access.pet_id, filter.petId));
  if (filter.vendorId !== undefined) where.push(eq(records_access.vendor_id, filter.vendorId));
  if (filter.from) where.push(gte(records_access.at, filter.from));
  if (filter.to) where.push(lt(records_access.at, filter.to));
  return db
    .select()
    .from(records_access)
    .where(and(...where))
    .orderBy(desc(records_access.at), desc(records_access.id))
    .limit(limit)
    .offset(offset);
}

/** When a share link (by its id) was first seen: the owner turning it on is logged as its first row. */
export async function findLinkCreatedAt(db: Db, petId: number, linkId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: records_access.at })
    .from(records_access)
    .where(and(eq(records_access.pet_id, petId), eq(records_access.link_id, linkId)))
    .orderBy(records_access.at, records_access.id)
    .limit(1);
  return row?.at ?? null;
}
