import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { bookings, payments, vendor_listings } from '../../../db/schema';

type Conn = Db | Tx;

/* A booking's snapshot, as its subscribers see it (a hold has none); the two reads of every booking's change are kept prepared. */

const snapshotColumns = {
  id: bookings.id,
  vendor_id: bookings.vendor_id,
  listing_id: bookings.vendor_listing_id,
  user_id: bookings.user_id,
  type: bookings.type,
  status: bookings.status,
  slot: bookings.slot,
  created_at: bookings.created_at,
  zone: vendor_listings.timezone,
  // A no-show's fee (its own payment row) is money the booking brought in; read only for status 4, so the payment path pays nothing for it.
  paid: sql<number>`coalesce(case when ${payments.status} in ('succeeded', 'refunded') then ${payments.amount} end, 0) + case when ${bookings.status} = 4 then (select coalesce(sum(f.amount), 0) from payments f where f.booking_id = ${bookings.id} and f.kind = 'no_show_fee' and f.status = 'succeeded') else 0 end`,
  refunded: sql<number>`coalesce(case when ${payments.status} in ('succeeded', 'refunded') then ${payments.refunded_amount} end, 0)`,
  fee: sql<number>`coalesce(case when ${payments.status} in ('succeeded', 'refunded') then ${payments.cancel_fee} end, 0)`,
};

const counted = (alias = bookings) => isNull(alias.hold_expires_at);

/** One booking's snapshot, with whether it is the customer's first booking with the practice. */
export async function findSnapshot(conn: Conn, id: number) {
  const statement = prepared(conn, 'bookings.snapshot', (d) =>
    d
      .select({
        ...snapshotColumns,
        first: sql<number>`not exists (select 1 from bookings o where o.user_id = ${bookings.user_id} and o.vendor_id = ${bookings.vendor_id} and o.id < ${bookings.id} and o.hold_expires_at is null)`,
      })
      .from(bookings)
      .innerJoin(vendor_listings, eq(vendor_listings.id, bookings.vendor_listing_id))
      .leftJoin(payments, eq(payments.id, bookings.payment_id))
      .where(and(eq(bookings.id, sql.placeholder('id')), counted()))
      .prepare(),
  );
  const row = await statement.get({ id });
  return row ? { ...row, first: Boolean(row.first) } : undefined;
}

/** The customer's next booking with the practice after `afterId`, if any. */
export async function findNextCountedBookingId(conn: Conn, vendorId: number, userId: number, afterId: number): Promise<number | undefined> {
  const statement = prepared(conn, 'bookings.nextCounted', (d) =>
    d
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.user_id, sql.placeholder('userId')), eq(bookings.vendor_id, sql.placeholder('vendorId')), gt(bookings.id, sql.placeholder('afterId')), counted()))
      .orderBy(asc(bookings.id))
      .limit(1)
      .prepare(),
  );
  return (await statement.get({ userId, vendorId, afterId }))?.id;
}

/** A page of every booking's snapshot in id order (the rebuild); `first` is the caller's to work out. */
export function findSnapshotPage(db: Db, afterId: number, limit: number) {
  return db
    .select(snapshotColumns)
    .from(bookings)
    .innerJoin(vendor_listings, eq(vendor_listings.id, bookings.vendor_listing_id))
    .leftJoin(payments, eq(payments.id, bookings.payment_id))
    .where(and(gt(bookings.id, afterId), counted()))
    .orderBy(asc(bookings.id))
    .limit(limit);
}

