import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, users } from '../../../db/schema';

/** Whether the person booked with the practice (any status) or the practice registered them. */
export async function customerLinkExists(db: Db, vendorId: number, userId: number): Promise<boolean> {
  const booked = db
    .select({ one: sql`1` })
    .from(bookings)
    .where(and(eq(bookings.vendor_id, vendorId), eq(bookings.user_id, userId)));
  const registered = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.vendor_id, vendorId)));
  const [row] = await db.select({ yes: sql<number>`exists ${booked} or exists ${registered}` }).from(sql`(select 1)`);
  return Boolean(row?.yes);
}
