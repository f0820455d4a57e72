import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { intake_answers } from '../../../db/schema';

export function findAnswersOfOwner(db: Db, userId: number) {
  return db.select().from(intake_answers).where(eq(intake_answers.user_id, userId)).orderBy(intake_answers.id);
}

export async function deleteAnswersOfOwner(tx: Tx, userId: number): Promise<void> {
  await tx.delete(intake_answers).where(eq(intake_answers.user_id, userId));
}
