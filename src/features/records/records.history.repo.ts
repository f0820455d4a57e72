import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { phr, phrAmendments, type PhrAmendment } from '../../../db/schema';
import type { HealthRecord } from './records.repo';

export type { PhrAmendment } from '../../../db/schema';

/** Who made a change to a locked entry: an owner (users id) or a practice login (with its practice), named as they were then. */
export interface AmendmentAuthor {
  user_id: number | null;
  login_id: number | null;
  vendor_id: number | null;
  name: string;
}

export interface AmendmentChange {
  kind: 'amend' | 'error' | 'note';
  /** The entry's new details (an error mark keeps them as they are). */
  details: Record<string, unknown>;
  /** The reason given (required from a person; null for a rewritten consultation note). */
  reason: string | null;
  author: AmendmentAuthor;
  /** The app's now, ISO. */
  at: string;
}

/**
 * Changes a locked entry and keeps the change: the row's details (or its error mark) and the
 * history row with the details before and after are written in one transaction, or neither.
 */
export async function amendEntry(db: Db, entry: HealthRecord, change: AmendmentChange): Promise<HealthRecord> {
  return db.transaction(async (tx) => {
    const set =
      change.kind === 'error' ? { error_reason: change.reason, updated_at: change.at } : { details: change.details, amended_at: change.at, updated_at: change.at };
    const [row] = await tx.update(phr).set(set).where(eq(phr.id, entry.id)).returning();
    await tx.insert(phrAmendments).values({
      phr_id: entry.id,
      kind: change.kind,
      before: entry.details,
      after: change.details,
      reason: change.reason,
      author_user_id: change.author.user_id,
      author_login_id: change.author.login_id,
      author_vendor_id: change.author.vendor_id,
      author_name: change.author.name,
      created_at: change.at,
    });
    return row!;
  });
}

/** A request for a correction, kept in the entry's history beside its changes; the entry itself stays as it is. */
export async function insertCorrectionRequest(db: Db, entry: HealthRecord, request: { message: string; author: AmendmentAuthor; at: string }): Promise<PhrAmendment> {
  const [row] = await db
    .insert(phrAmendments)
    .values({
      phr_id: entry.id,
      kind: 'correction',
      before: entry.details,
      after: entry.details,
      reason: request.message,
      author_user_id: request.author.user_id,
      author_login_id: request.author.login_id,
      author_vendor_id: request.author.vendor_id,
      author_name: request.author.name,
      created_at: request.at,
    })
    .returning();
  return row!;
}

/** An entry's amendments, oldest first. */
export function findAmendments(db: Db, phrId: number): Promise<PhrAmendment[]> {
  return db.select().from(phrAmendments).where(eq(phrAmendments.phr_id, phrId)).orderBy(asc(phrAmendments.id));
}
