import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { phr, phrAmendments } from '../../../db/schema';

/** A deleted owner's own entries (written by them, not by a practice) and their history go; answers how many. */
export async function deleteOwnerWrittenEntries(tx: Tx, userId: number): Promise<number> {
  const own = await tx.select({ id: phr.id }).from(phr).where(and(eq(phr.user_id, userId), isNull(phr.author_vendor_id)));
  const ids = own.map((r) => r.id);
  if (ids.length === 0) return 0;
  await tx.delete(phrAmendments).where(inArray(phrAmendments.phr_id, ids));
  await tx.delete(phr).where(inArray(phr.id, ids));
  return ids.length;
}

/** What the owner did to a practice's entry (asked for a correction) stays in its history under `name`, not theirs. */
export async function renameOwnerInHistory(tx: Tx, userId: number, name: string): Promise<void> {
  await tx.update(phrAmendments).set({ author_name: name }).where(eq(phrAmendments.author_user_id, userId));
}
