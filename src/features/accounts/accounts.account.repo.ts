import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { email_changes, users, vendor_logins, type EmailChange } from '../../../db/schema';

/** The Account page's writes: an e-mail change waiting for its link, the new e-mail and mobile. */

type Conn = Db | Tx;
export type AccountTable = EmailChange['account'];

export async function insertEmailChange(tx: Tx, values: typeof email_changes.$inferInsert): Promise<EmailChange> {
  const [row] = await tx.insert(email_changes).values(values).returning();
  return row!;
}

export function findEmailChangeById(db: Db, id: number): Promise<EmailChange | undefined> {
  return db.query.email_changes.findFirst({ where: eq(email_changes.id, id) });
}

/** Ends the account's changes still waiting (a newer one replaces them, or the e-mail just changed). */
export async function voidOpenEmailChanges(tx: Conn, account: AccountTable, accountId: number, now: string): Promise<void> {
  await tx
    .update(email_changes)
    .set({ used_at: now })
    .where(and(eq(email_changes.account, account), eq(email_changes.account_id, accountId), isNull(email_changes.used_at)));
}

/** Uses a change's link; false when another request used it first. */
export async function useEmailChange(tx: Tx, id: number, now: string): Promise<boolean> {
  const rows = await tx
    .update(email_changes)
    .set({ used_at: now })
    .where(and(eq(email_changes.id, id), isNull(email_changes.used_at)))
    .returning({ id: email_changes.id });
  return rows.length === 1;
}

/** Sets the e-mail a person signs in with; answers the old one (undefined: no such account). */
export async function setAccountEmail(tx: Tx, account: AccountTable, id: number, email: string, now: string): Promise<string | undefined> {
  const table = account === 'vendor_logins' ? vendor_logins : users;
  const [before] = await tx.select({ email: table.email }).from(table).where(eq(table.id, id)).limit(1);
  if (!before) return undefined;
  await tx.update(table).set({ email, updated_at: now }).where(eq(table.id, id));
  return before.email;
}

/** Sets a person's mobile (E.164), verified just before by its code. */
export async function setAccountPhone(db: Db, account: AccountTable, id: number, phone: string, now: string): Promise<void> {
  const table = account === 'vendor_logins' ? vendor_logins : users;
  await db.update(table).set({ phone, updated_at: now }).where(eq(table.id, id));
}

/** Every change of an account, for its deletion. */
export async function deleteEmailChanges(tx: Tx, account: AccountTable, id: number): Promise<void> {
  await tx.delete(email_changes).where(and(eq(email_changes.account, account), eq(email_changes.account_id, id)));
}
