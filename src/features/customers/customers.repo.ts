import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { practice_customers, type PracticeCustomer } from '../../../db/schema';

export async function hasPracticeCustomer(db: Db, vendorId: number, userId: number): Promise<boolean> {
  const row = await prepared(db, 'practice_customers.exists', (d) =>
    d
      .select({ user_id: practice_customers.user_id })
      .from(practice_customers)
      .where(and(eq(practice_customers.vendor_id, sql.placeholder('vendorId')), eq(practice_customers.user_id, sql.placeholder('userId'))))
      .limit(1)
      .prepare(),
  ).get({ vendorId, userId });
  return row !== undefined;
}

/** Records the relation; a person already recorded keeps how they first became a customer. */
export async function insertPracticeCustomer(db: Db | Tx, vendorId: number, userId: number, source: PracticeCustomer['source']): Promise<void> {
  await db.insert(practice_customers).values({ vendor_id: vendorId, user_id: userId, source }).onConflictDoNothing();
}
