import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { vendor_logins, vendors } from '../../../db/schema/index';
import type { VendorLogin } from '../../../db/schema/index';

/** spec §7: vendor_logins read by vendor ordered by created_at descending (id breaks ties). */
export function findVendorLoginsByVendor(db: Db, vendorId: number): Promise<VendorLogin[]> {
  return db
    .select()
    .from(vendor_logins)
    .where(eq(vendor_logins.vendor_id, vendorId))
    .orderBy(desc(vendor_logins.created_at), desc(vendor_logins.id));
}

export function findVendorLoginOfVendor(db: Db, vendorId: number, id: number): Promise<VendorLogin | undefined> {
  return db.query.vendor_logins.findFirst({ where: and(eq(vendor_logins.id, id), eq(vendor_logins.vendor_id, vendorId)) });
}

export async function countRootAdmins(db: Db, vendorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendor_logins)
    .where(and(eq(vendor_logins.vendor_id, vendorId), eq(vendor_logins.subrole, 'root_admin')));
  return row?.n ?? 0;
}

export async function insertTeamMember(db: Db, values: typeof vendor_logins.$inferInsert): Promise<VendorLogin> {
  const [row] = await db.insert(vendor_logins).values(values).returning();
  return row!;
}

/** Updates a member of the practice; a new password hash also ends their older sessions. */
export async function updateTeamMember(
  db: Db | Tx,
  vendorId: number,
  id: number,
  values: Partial<Pick<VendorLogin, 'first_name' | 'last_name' | 'email' | 'phone' | 'subrole' | 'password_hash' | 'pic'>>,
  now: string,
): Promise<VendorLogin | undefined> {
  const bump = values.password_hash ? { token_version: sql`${vendor_logins.token_version} + 1` } : {};
  const [row] = await db
    .update(vendor_logins)
    .set({ ...values, ...bump, updated_at: now })
    .where(and(eq(vendor_logins.id, id), eq(vendor_logins.vendor_id, vendorId)))
    .returning();
  return row;
}

export async function deleteTeamMember(db: Db | Tx, vendorId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(vendor_logins)
    .where(and(eq(vendor_logins.id, id), eq(vendor_logins.vendor_id, vendorId)))
    .returning({ id: vendor_logins.id });
  return rows.length === 1;
}

export async function findVendorName(db: Db, vendorId: number): Promise<string> {
  const row = await db.query.vendors.findFirst({ columns: { name: true }, where: eq(vendors.id, vendorId) });
  return row?.name ?? 'Your practice';
}
