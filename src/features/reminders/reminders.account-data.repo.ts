import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { reminders } from '../../../db/schema';

/** A deleted owner is reminded of nothing more: their reminders still to send are void. */
export async function voidPendingOfOwner(tx: Tx, userId: number, now: string): Promise<void> {
  await tx.update(reminders).set({ status: 'void', updated_at: now }).where(and(eq(reminders.user_id, userId), eq(reminders.status, 'pending')));
}
