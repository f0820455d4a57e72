import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { phr, phrAmendments } from '../../../db/schema';
import { appNow } from '../../lib/clock';

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

/** What a tracker chart draws of one record: its own date fields and its numeric values, nothing else of it. */
export interface ChartRow {
  created_at: string;
  /** The first of date, visit_date, start_date that is a non-empty text. */
  date: string | null;
  values: (number | null)[];
}

/** A JSON field's value when it is a number, else null (as `typeof value === 'number'` would say). */
const numberAt = (path: string) => sql<number | null>`CASE WHEN json_type(${phr.details}, ${path}) IN ('integer', 'real') THEN json_extract(${phr.details}, ${path}) END`;
const textAt = (path: string) => sql<string | null>`CASE WHEN json_type(${phr.details}, ${path}) = 'text' THEN nullif(json_extract(${phr.details}, ${path}), '') END`;

/**
 * A pet's newest records of one category as chart points, the values read by SQLite: the chart
 * takes hundreds of rows, and parsing every row's whole details was most of the screen's time
 * after rendering (CPU profile of bench/records.ts).
 */
export async function findChartRows(db: Db, petId: number, category: string, keys: readonly string[], limit: number): Promise<ChartRow[]> {
  const rows = await db
    .select({ created_at: phr.created_at, date: sql<string | null>`coalesce(${textAt('$.date')}, ${textAt('$.visit_date')}, ${textAt('$.start_date')})`, values: sql<string>`json_array(${sql.join(keys.map((key) => numberAt(`$.${key}`)), sql`, `)})` })
    .from(phr)
    // An entry marked entered in error is drawn no more.
    .where(and(eq(phr.pet_id, petId), eq(phr.category, category), isNull(phr.error_reason)))
    .orderBy(desc(phr.created_at), desc(phr.id))
    .limit(limit);
  return rows.map((row) => ({ created_at: row.created_at, date: row.date, values: JSON.parse(row.values) as (number | null)[] }));
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

/** A new record; `after` is told of it inside the same transaction (its events). */
export async function insertRecord(db: Db, values: typeof phr.$inferInsert, after?: (tx: Tx, record: HealthRecord) => Promise<void>): Promise<HealthRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(phr).values({ made_at: appNow().toISOString(), ...values }).returning();
    if (after) await after(tx, row!);
    return row!;
  });
}

export async function updateRecordDetails(db: Db, id: number, details: Record<string, unknown>): Promise<HealthRecord | undefined> {
  const [row] = await db.update(phr).set({ details, updated_at: appNow().toISOString() }).where(eq(phr.id, id)).returning();
  return row;
}

/** Appends one item to a list kept in an entry's details (a medication's refills), in one statement so two at once both land. */
export async function appendToDetailsList(db: Db, id: number, key: string, item: Record<string, unknown>): Promise<HealthRecord | undefined> {
  const path = `$.${key}`;
  const list = sql`json_insert(coalesce(json_extract(${phr.details}, ${path}), '[]'), '$[#]', json(${JSON.stringify(item)}))`;
  const [row] = await db
    .update(phr)
    .set({ details: sql`json_set(${phr.details}, ${path}, ${list})`, updated_at: appNow().toISOString() })
    .where(eq(phr.id, id))
    .returning();
  return row;
}

/** Deletes an entry with its history (before its lock, at most the owner's requests for a correction). */
export async function deleteRecordById(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(phrAmendments).where(eq(phrAmendments.phr_id, id));
    await tx.delete(phr).where(eq(phr.id, id));
  });
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

/** The pet's intake record of a booking (a Notes document; see saveIntakeRecord). */
export async function findIntakeOfBooking(db: Db, petId: number, bookingId: number): Promise<HealthRecord | undefined> {
  const [row] = await db
    .select()
    .from(phr)
    .where(and(eq(phr.pet_id, petId), eq(phr.category, 'notes'), sql`json_extract(${phr.details}, '$.intake_booking_id') = ${bookingId}`))
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
    .where(and(sql`${phr.category} = 'immunizations'`, sql`${due} >= ${from}`, sql`${due} <= ${to}`, isNull(phr.error_reason)));
}
