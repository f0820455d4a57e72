import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users, vendor_logins } from '../../../db/schema';

export type User = typeof users.$inferSelect;
export type VendorLogin = typeof vendor_logins.$inferSelect;

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function findVendorLoginById(db: Db, id: number): Promise<VendorLogin | undefined> {
  return db.query.vendor_logins.findFirst({ where: eq(vendor_logins.id, id) });
}

export function findVendorLoginByEmail(db: Db, email: string): Promise<VendorLogin | undefined> {
  return db.query.vendor_logins.findFirst({ where: sql`lower(${vendor_logins.email}) = ${email.toLowerCase()}` });
}

export async function bumpUserTokenVersion(db: Db, id: number): Promise<void> {
  await db.update(users).set({ token_version: sql`${users.token_version} + 1` }).where(eq(users.id, id));
}

export async function bumpVendorLoginTokenVersion(db: Db, id: number): Promise<void> {
  await db.update(vendor_logins).set({ token_version: sql`${vendor_logins.token_version} + 1` }).where(eq(vendor_logins.id, id));
}
