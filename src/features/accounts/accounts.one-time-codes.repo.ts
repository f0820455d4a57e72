import { and, desc, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { forgot_password, type ForgotPassword } from '../../../db/schema/index';

/** One-time codes and reset links (the forgot_password table): sent, tried, used. */

type Conn = Db | Tx;

export async function insertForgotPassword(db: Db | Tx, values: typeof forgot_password.$inferInsert): Promise<ForgotPassword> {
  const [row] = await db.insert(forgot_password).values(values).returning();
  return row!;
}

export function findForgotPasswordById(db: Db, id: number): Promise<ForgotPassword | undefined> {
  return db.query.forgot_password.findFirst({ where: eq(forgot_password.id, id) });
}

/** The newest code sent to a mobile number: only it can be verified. */
export function findLatestMobileCode(db: Db, mobile: string): Promise<ForgotPassword | undefined> {
  return db.query.forgot_password.findFirst({ where: eq(forgot_password.mobile, mobile), orderBy: desc(forgot_password.id) });
}

/**
 * Counts one try against a live code and answers its hash, or nothing when the code is used,
 * expired or has had its tries. Done in one statement, so parallel guesses cannot exceed the limit.
 */
export async function takeCodeAttempt(db: Db, id: number, now: string, maxAttempts: number): Promise<string | null> {
  const [row] = await db
    .update(forgot_password)
    .set({ attempts: sql`${forgot_password.attempts} + 1` })
    .where(
      and(
        eq(forgot_password.id, id),
        isNull(forgot_password.used_at),
        gt(forgot_password.expires_at, now),
        lt(forgot_password.attempts, maxAttempts),
      ),
    )
    .returning({ code_hash: forgot_password.code_hash });
  return row?.code_hash ?? null;
}

/** Marks a code used (and, for an SMS code, verified); false when another request used it first. */
export async function markCodeUsed(db: Conn, id: number, now: string, verified: boolean): Promise<boolean> {
  const rows = await db
    .update(forgot_password)
    .set({ used_at: now, ...(verified ? { verified_at: now } : {}) })
    .where(and(eq(forgot_password.id, id), isNull(forgot_password.used_at)))
    .returning({ id: forgot_password.id });
  return rows.length === 1;
}

/** Whether a code sent to this number was verified at or after `since`. */
export async function hasMobileVerifiedSince(db: Conn, mobile: string, since: string): Promise<boolean> {
  const row = await db.query.forgot_password.findFirst({
    columns: { id: true },
    where: and(eq(forgot_password.mobile, mobile), isNotNull(forgot_password.verified_at), gte(forgot_password.verified_at, since)),
  });
  return Boolean(row);
}

/** Ends every reset link still open for an account (after its password changed). */
export async function useOpenResetLinks(db: Conn, email: string, role: string, now: string): Promise<void> {
  await db
    .update(forgot_password)
    .set({ used_at: now })
    .where(and(eq(forgot_password.email, email), eq(forgot_password.role, role), isNull(forgot_password.used_at)));
}
