import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments, type Payment } from '../../../db/schema';

/** A payment that pays for no booking (a second opinion): the new row, or undefined when its key is taken. */
export async function insertLoosePayment(db: Db, values: typeof payments.$inferInsert): Promise<Payment | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.idempotency_key }).returning();
  return row;
}

export async function settleLoosePayment(db: Db, id: number, values: Pick<Payment, 'status' | 'reference' | 'brand' | 'last4' | 'response'>, now: string): Promise<void> {
  await db.update(payments).set({ ...values, updated_at: now }).where(eq(payments.id, id));
}
