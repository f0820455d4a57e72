import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { phr } from '../../../db/schema';

export type HealthRecord = typeof phr.$inferSelect;

/** A pet's records of one category, newest first (spec §7 "phr: read by pet … created_at descending"). */
export function findRecordsOfPet(db: Db, petId: number, category: string, limit: number, offset = 0): Promise<HealthRecord[]> {
  return db
    .select()
    .from(phr)
    .where(and(eq(phr.pet_id, petId), eq(phr.category, category)))
    .orderBy(desc(phr.created_at), desc(phr.id))
    .limit(limit)
    .offset(offset);
}

/** Every record of a pet, newest first (export, public page). */
export function findAllRecordsOfPet(db: Db, petId: number): Promise<HealthRecord[]> {
  return db.select().from(phr).where(eq(phr.pet_id, petId)).orderBy(desc(phr.created_at), desc(phr.id));
}

export async function countRecordsByCategory(db: Db, petId: number): Promise<Record<string, number>> {
  const rows = await db.select({ category: phr.category, n: count() }).from(phr).where(eq(phr.pet_id, petId)).groupBy(phr.category);
  return Object.fromEntries(rows.map((row) => [row.category, row.n]));
}

export async function findRecordById(db: Db, id: number): Promise<HealthRecord | undefined> {
  const [row] = await db.select().from(phr).where(eq(phr.id, id)).limit(1);
  return row;
}

export async function insertRecord(db: Db, values: typeof phr.$inferInsert): Promise<HealthRecord> {
  const [row] = await db.insert(phr).values(values).returning();
  return row!;
}

export async function updateRecordDetails(db: Db, id: number, details: Record<string, unknown>): Promise<HealthRecord | undefined> {
  const [row] = await db.update(phr).set({ details, updated_at: new Date().toISOString() }).where(eq(phr.id, id)).returning();
  return row;
}

export async function deleteRecordById(db: Db, id: number): Promise<void> {
  await db.delete(phr).where(eq(phr.id, id));
}

/** The consultation note a booking's session wrote on the pet (one per booking). */
export async function findNoteOfBooking(db: Db, petId: number, bookingId: number): Promise<HealthRecord | undefined> {
  const [row] = await db
    .select()
    .from(phr)
    .where(and(eq(phr.pet_id, petId), eq(phr.category, 'notes'), sql`json_extract(${phr.details}, '$.booking_id') = ${bookingId}`))
    .limit(1);
  return row;
}

/** Immunizations whose due date (YYYY-MM-DD) falls in [from, to], by the partial index on the due date. */
export function findImmunizationsDueBetween(db: Db, from: string, to: string): Promise<HealthRecord[]> {
  const due = sql`json_extract(${phr.details}, '$.due_date')`;
  return db
    .select()
    .from(phr)
    // The category as a literal, not a bound value: only then can SQLite use the partial index.
    .where(and(sql`${phr.category} = 'immunizations'`, sql`${due} >= ${from}`, sql`${due} <= ${to}`));
}
