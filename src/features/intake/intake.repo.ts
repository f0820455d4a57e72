import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { intake_answers, intake_questions, type IntakeAnswersRow, type IntakeQuestionRow } from '../../../db/schema';

/* The intake_questions and intake_answers tables (intake owns them). */
type Conn = Db | Tx;

export type NewQuestion = Pick<IntakeQuestionRow, 'vendor_listing_id' | 'type' | 'position' | 'kind' | 'label' | 'required' | 'options' | 'min' | 'max' | 'red_flags'>;
export type NewAnswers = Pick<IntakeAnswersRow, 'booking_id' | 'user_id' | 'vendor_id' | 'vendor_listing_id' | 'answers' | 'red_flag' | 'answered_at'>;

/** A listing's questions for one consultation type, in order. */
export function findQuestions(conn: Conn, listingId: number, type: number): Promise<IntakeQuestionRow[]> {
  return conn
    .select()
    .from(intake_questions)
    .where(and(eq(intake_questions.vendor_listing_id, listingId), eq(intake_questions.type, type)))
    .orderBy(asc(intake_questions.position), asc(intake_questions.id));
}

/** Replaces a listing's questionnaire for one type by the given questions, in one transaction. */
export async function replaceQuestions(db: Db, listingId: number, type: number, questions: NewQuestion[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(intake_questions).where(and(eq(intake_questions.vendor_listing_id, listingId), eq(intake_questions.type, type)));
    if (questions.length > 0) await tx.insert(intake_questions).values(questions);
  });
}

export async function insertQuestion(conn: Conn, question: NewQuestion): Promise<IntakeQuestionRow> {
  const [row] = await conn.insert(intake_questions).values(question).returning();
  return row!;
}

export async function deleteQuestion(conn: Conn, listingId: number, id: number): Promise<boolean> {
  const rows = await conn.delete(intake_questions).where(and(eq(intake_questions.vendor_listing_id, listingId), eq(intake_questions.id, id))).returning({ id: intake_questions.id });
  return rows.length > 0;
}

export async function setPosition(conn: Conn, id: number, position: number): Promise<void> {
  await conn.update(intake_questions).set({ position }).where(eq(intake_questions.id, id));
}

export async function findAnswers(conn: Conn, bookingId: number): Promise<IntakeAnswersRow | undefined> {
  const [row] = await conn.select().from(intake_answers).where(eq(intake_answers.booking_id, bookingId)).limit(1);
  return row;
}

/** Writes a booking's answers: the first time a row, later the same row again. */
export async function upsertAnswers(conn: Conn, answers: NewAnswers, now: string): Promise<IntakeAnswersRow> {
  const [row] = await conn
    .insert(intake_answers)
    .values({ ...answers, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: intake_answers.booking_id, set: { answers: answers.answers, red_flag: answers.red_flag, answered_at: answers.answered_at, updated_at: now } })
    .returning();
  return row!;
}

/** The answers that hold a file, by its address (who may open it is the answers' booking's people). */
export async function findAnswersWithFile(conn: Conn, url: string): Promise<IntakeAnswersRow | undefined> {
  const [row] = await conn
    .select()
    .from(intake_answers)
    .where(sql`exists (select 1 from json_each(${intake_answers.answers}) a, json_each(a.value, '$.files') f where json_extract(f.value, '$.url') = ${url})`)
    .limit(1);
  return row;
}
