import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prescriptions, refill_requests, type Prescription, type RefillRequest } from '../../../db/schema/prescriptions';
import { pets } from '../../../db/schema/pets';
import { users } from '../../../db/schema/accounts';

export type { Prescription, RefillRequest };

export async function insertPrescription(tx: Db | Tx, values: typeof prescriptions.$inferInsert): Promise<Prescription> {
  const [row] = await tx.insert(prescriptions).values(values).returning();
  return row!;
}

export async function setSignature(tx: Db | Tx, id: number, signature: string): Promise<void> {
  await tx.update(prescriptions).set({ signature }).where(eq(prescriptions.id, id));
}

export async function findPrescription(db: Db | Tx, id: number): Promise<Prescription | undefined> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
  return row;
}

export function findPrescriptionsOfPet(db: Db, petId: number): Promise<Prescription[]> {
  return db.select().from(prescriptions).where(eq(prescriptions.pet_id, petId)).orderBy(desc(prescriptions.issued_at), desc(prescriptions.id));
}

export function findPrescriptionsOfBooking(db: Db, bookingId: number): Promise<Prescription[]> {
  return db.select().from(prescriptions).where(eq(prescriptions.booking_id, bookingId)).orderBy(prescriptions.id);
}

/** Counts one refill used (or, with -1, gives it back), in one statement so two at once both count. */
export async function useRefill(tx: Db | Tx, id: number, by: 1 | -1 = 1): Promise<void> {
  await tx.update(prescriptions).set({ refills_used: sql`${prescriptions.refills_used} + ${by}` }).where(eq(prescriptions.id, id));
}

/** Removes a prescription whose filing failed, so none stays half-written. */
export async function deletePrescription(db: Db, id: number): Promise<void> {
  await db.delete(prescriptions).where(eq(prescriptions.id, id));
}

/** Puts an answered request back to pending when its renewal could not be written. */
export async function reopenRefill(db: Db, id: number): Promise<void> {
  await db.update(refill_requests).set({ status: 'pending', reason: '', decided_by: null, decided_at: null }).where(eq(refill_requests.id, id));
}

export async function insertRefill(db: Db, values: typeof refill_requests.$inferInsert): Promise<RefillRequest> {
  const [row] = await db.insert(refill_requests).values(values).returning();
  return row!;
}

export async function findRefill(db: Db | Tx, id: number): Promise<RefillRequest | undefined> {
  const [row] = await db.select().from(refill_requests).where(eq(refill_requests.id, id));
  return row;
}

export async function findPendingRefillOf(db: Db, recordId: number): Promise<RefillRequest | undefined> {
  const [row] = await db.select().from(refill_requests).where(and(eq(refill_requests.record_id, recordId), eq(refill_requests.status, 'pending')));
  return row;
}

/** Decides a pending request; false when it was no longer pending (answered twice at once). */
export async function decideRefill(tx: Db | Tx, id: number, values: Partial<typeof refill_requests.$inferInsert>): Promise<boolean> {
  const rows = await tx.update(refill_requests).set(values).where(and(eq(refill_requests.id, id), eq(refill_requests.status, 'pending'))).returning({ id: refill_requests.id });
  return rows.length === 1;
}

export async function setRefillIssued(db: Db, id: number, issuedId: number): Promise<void> {
  await db.update(refill_requests).set({ issued_id: issuedId }).where(eq(refill_requests.id, id));
}

/** The practice's refill requests, newest first, with the drug, the pet and the owner. */
export function findRefillsOfPractice(db: Db, vendorId: number) {
  return db
    .select({
      request: refill_requests,
      drug: prescriptions.drug,
      strength: prescriptions.strength,
      pet_name: pets.name,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(refill_requests)
    .innerJoin(prescriptions, eq(prescriptions.id, refill_requests.prescription_id))
    .innerJoin(pets, eq(pets.id, prescriptions.pet_id))
    .innerJoin(users, eq(users.id, refill_requests.user_id))
    .where(eq(refill_requests.vendor_id, vendorId))
    .orderBy(desc(refill_requests.created_at), desc(refill_requests.id))
    .limit(200);
}

export type PracticeRefillRow = Awaited<ReturnType<typeof findRefillsOfPractice>>[number];
