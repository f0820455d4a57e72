import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { bookings, payments, phr, users, vendor_listings, vendors } from '../../../db/schema';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES, type BookingFilter } from '../../lib/constants/booking-status';

/**
 * Whose bookings a query may touch, decided by the service: an owner's (`userId`), a practice's
 * (`vendorId`), only some listings of a practice (`listingIds`, a team member), or all (admin: `{}`).
 */
export interface BookingScope {
  userId?: number;
  vendorId?: number;
  listingIds?: number[];
}

export type BookingSort = 'slot' | 'created';

export interface BookingPageQuery {
  filter: BookingFilter;
  sort: BookingSort;
  listingId?: number;
  /** ISO instant that splits upcoming from past. */
  now: string;
  limit: number;
  offset: number;
}

const scopeWhere = (scope: BookingScope): SQL[] => [
  ...(scope.userId !== undefined ? [eq(bookings.user_id, scope.userId)] : []),
  ...(scope.vendorId !== undefined ? [eq(bookings.vendor_id, scope.vendorId)] : []),
  ...(scope.listingIds !== undefined ? [inArray(bookings.vendor_listing_id, scope.listingIds)] : []),
];

/**
 * The list filters (spec §4): in progress = status 0 and the slot still ahead; complete = a live
 * booking whose slot has passed; canceled and rescheduled by status. Each keeps to one range of
 * the (user_id, slot), (vendor_id, status, slot) or (vendor_listing_id, slot) index.
 */
function filterWhere(filter: BookingFilter, now: string): SQL {
  switch (filter) {
    case 'in progress':
      return and(eq(bookings.status, BOOKING_STATUS.IN_PROGRESS), gt(bookings.slot, now))!;
    case 'complete':
      return and(inArray(bookings.status, LIVE_BOOKING_STATUSES), lt(bookings.slot, now))!;
    case 'canceled':
      return eq(bookings.status, BOOKING_STATUS.CANCELED);
    case 'rescheduled':
      return eq(bookings.status, BOOKING_STATUS.RESCHEDULED);
  }
}

const listColumns = {
  id: bookings.id,
  slot: bookings.slot,
  status: bookings.status,
  type: bookings.type,
  user_id: bookings.user_id,
  vendor_id: bookings.vendor_id,
  vendor_listing_id: bookings.vendor_listing_id,
  details: bookings.details,
  created_at: bookings.created_at,
  practice_name: vendors.name,
};

export type BookingRow = {
  id: number;
  slot: string;
  status: number;
  type: number;
  user_id: number;
  vendor_id: number;
  vendor_listing_id: number;
  details: typeof bookings.$inferSelect.details;
  created_at: string;
  practice_name: string;
};

/** One page of bookings in scope; a booking whose payment is still under way (a hold) is never listed. */
export function findBookingsPage(db: Db, scope: BookingScope, query: BookingPageQuery): Promise<BookingRow[]> {
  const where = and(
    ...scopeWhere(scope),
    ...(query.listingId !== undefined ? [eq(bookings.vendor_listing_id, query.listingId)] : []),
    filterWhere(query.filter, query.now),
    isNull(bookings.hold_expires_at),
  );
  const order = query.sort === 'created' ? [desc(bookings.created_at), desc(bookings.id)] : [asc(bookings.slot), asc(bookings.id)];
  return db
    .select(listColumns)
    .from(bookings)
    .innerJoin(vendors, eq(vendors.id, bookings.vendor_id))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
}

/** A confirmed booking by id, with what its detail view and its e-mails show; a hold is not a booking yet. */
export async function findBookingById(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      slot_end: bookings.slot_end,
      payment_id: bookings.payment_id,
      practice_details: vendors.details,
      listing_title: vendor_listings.title,
      listing_address: vendor_listings.address,
      listing_owner_id: vendor_listings.vendor_login_id,
      listing_managers: vendor_listings.managers,
      user_email: users.email,
    })
    .from(bookings)
    .innerJoin(vendors, eq(vendors.id, bookings.vendor_id))
    .innerJoin(vendor_listings, eq(vendor_listings.id, bookings.vendor_listing_id))
    .innerJoin(users, eq(users.id, bookings.user_id))
    .where(and(eq(bookings.id, id), isNull(bookings.hold_expires_at)));
  return row;
}

export type BookingDetailRow = NonNullable<Awaited<ReturnType<typeof findBookingById>>>;

/** Marks a live, still upcoming booking canceled; answers whether it did (false: already canceled, past or gone). */
export async function markBookingCanceled(tx: Tx, id: number, now: string): Promise<boolean> {
  const changed = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUS.CANCELED, updated_at: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, LIVE_BOOKING_STATUSES), gt(bookings.slot, now), isNull(bookings.hold_expires_at)))
    .returning({ id: bookings.id });
  return changed.length === 1;
}

export function findPaymentById(db: Db | Tx, id: number) {
  return db.query.payments.findFirst({ where: eq(payments.id, id) });
}

export async function markPaymentRefunded(tx: Tx, id: number, amount: number, now: string): Promise<void> {
  await tx.update(payments).set({ status: 'refunded', refunded_amount: amount, updated_at: now }).where(eq(payments.id, id));
}


/** The listings of a practice a team member manages, as ids. */
export async function findManagedListingIds(db: Db, vendorId: number, loginId: number): Promise<number[]> {
  const rows = await db
    .select({ id: vendor_listings.id })
    .from(vendor_listings)
    .where(
      and(
        eq(vendor_listings.vendor_id, vendorId),
        sql`exists (select 1 from json_each(${vendor_listings.managers}) where json_each.value = ${loginId})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The listings offered in the practice's listing filter, in scope. */
export function findListingOptions(db: Db, vendorId: number, listingIds?: number[]) {
  return db
    .select({ id: vendor_listings.id, title: vendor_listings.title })
    .from(vendor_listings)
    .where(and(eq(vendor_listings.vendor_id, vendorId), ...(listingIds ? [inArray(vendor_listings.id, listingIds)] : [])))
    .orderBy(asc(vendor_listings.id));
}

/** A pet's health records, newest first (spec §7 "phr: read by pet"). */
export function findRecordsOfPet(db: Db, petId: number, userId: number) {
  return db
    .select({ id: phr.id, category: phr.category, details: phr.details, created_at: phr.created_at })
    .from(phr)
    .where(and(eq(phr.pet_id, petId), eq(phr.user_id, userId)))
    .orderBy(desc(phr.created_at), desc(phr.id));
}
