import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { bookings, type Booking } from '../../../db/schema';
import { writeTogether } from '../../../db/group-commit';

export type OwedMails = NonNullable<Booking['mails_pending']>;

/**
 * The e-mails of a booking's change went out: nothing is owed for it any more (unless it changed
 * again). Written with the other booking writes of the moment (one commit, one fsync, for all).
 */
export async function clearMailsPending(db: Db, id: number, kind: OwedMails): Promise<void> {
  await writeTogether(db, (tx) =>
    prepared(tx, 'bookings.mailsSent', (d) =>
      d
        .update(bookings)
        .set({ mails_pending: null })
        .where(and(eq(bookings.id, sql.placeholder('id')), eq(bookings.mails_pending, sql.placeholder('kind'))))
        .prepare(),
    ).run({ id, kind }),
  );
}

/** Bookings whose e-mails are still owed, changed in [since, before). */
export function findBookingsOwingMails(db: Db, since: string, before: string, limit: number): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(and(isNotNull(bookings.mails_pending), gte(bookings.updated_at, since), lt(bookings.updated_at, before)))
    .orderBy(bookings.id)
    .limit(limit);
}
