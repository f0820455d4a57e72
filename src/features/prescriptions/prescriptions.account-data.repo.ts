import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { prescriptions, refill_requests } from '../../../db/schema';

export function findPrescriptionsOfOwner(db: Db, userId: number) {
  return db.select().from(prescriptions).where(eq(prescriptions.user_id, userId)).orderBy(prescriptions.id);
}

export function findRefillsOfOwner(db: Db, userId: number) {
  return db.select().from(refill_requests).where(eq(refill_requests.user_id, userId)).orderBy(refill_requests.id);
}
