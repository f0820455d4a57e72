import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { bookings } from '../../../db/schema';
import { holdsSlot } from './booking.hold.repo';

/**
 * Whether the owner has a booking of this consultation type that counts (upcoming or complete,
 * or a hold still under way): an offer for their first one is then spent. Served by an index
 * with user_id first; kept prepared, as it is read on every booking an owner pays for.
 */
export async function hasLiveBookingOfType(conn: Db | Tx, userId: number, type: number, now: string): Promise<boolean> {
  const statement = prepared(conn, 'bookings.liveOfType', (d) =>
    d
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.user_id, sql.placeholder('userId')),
          eq(bookings.type, sql.placeholder('type')),
          holdsSlot(sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare(),
  );
  return (await statement.get({ userId, type, now })) !== undefined;
}
