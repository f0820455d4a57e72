import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { booking_series, bookings, users, vendor_listings, vendors, websites } from '../../../db/schema';
import { BOOKING_STATUS, LIVE_BOOKING_STATUSES, type BookingFilter } from '../../lib/constants/booking-status';
import { LONGEST_BOOKING_MS } from './booking.hold.repo';

type Conn = Db | Tx;
/* The appointments screens' reads: lists and one booking, with the names a row shows. */

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

/** A value of a query, or the placeholder of a prepared one. */
type Param<T> = T | Placeholder;

const scopeWhere = (scope: { userId?: Param<number>; vendorId?: Param<number>; listingIds?: number[] }): SQL[] => [
  ...(scope.userId !== undefined ? [eq(bookings.user_id, scope.userId)] : []),
  ...(scope.vendorId !== undefined ? [eq(bookings.vendor_id, scope.vendorId)] : []),
  ...(scope.listingIds !== undefined ? [inArray(bookings.vendor_listing_id, scope.listingIds)] : []),
];

/** A past booking marked arrived is still complete; a no-show is not (it has its own filter). */
const COMPLETE_STATUSES = [...LIVE_BOOKING_STATUSES, BOOKING_STATUS.ATTENDED];

/** The earliest start of a booking that may still be under way at `now`. */
const earliestRunningStart = (now: string) => new Date(Date.parse(now) - LONGEST_BOOKING_MS).toISOString();

/**
 * The list filters (spec §4), the slot read as the booking's time span (bookingBadge says the
 * same): in progress = status 0 and not yet ended, so a consultation under way stays listed
 * there; complete = a live booking that has ended, or one marked arrived (marked once begun);
 * canceled, rescheduled, no-show and arrived by status. Each keeps to one range of the
 * (user_id, slot), (vendor_id, status, slot) or (vendor_listing_id, slot) index: `since`
 * (earliestRunningStart) bounds the starts of bookings not yet ended.
 */
function filterWhere(filter: BookingFilter, now: Param<string>, since: Param<string>): SQL {
  switch (filter) {
    case 'in progress':
      return and(eq(bookings.status, BOOKING_STATUS.IN_PROGRESS), gt(bookings.slot, since), gt(bookings.slot_end, now))!;
    case 'complete':
      return and(inArray(bookings.status, COMPLETE_STATUSES), lt(bookings.slot, now), or(eq(bookings.status, BOOKING_STATUS.ATTENDED), lte(bookings.slot_end, now)))!;
    case 'canceled':
      return eq(bookings.status, BOOKING_STATUS.CANCELED);
    case 'rescheduled':
      return eq(bookings.status, BOOKING_STATUS.RESCHEDULED);
    case 'no-show':
      return eq(bookings.status, BOOKING_STATUS.NO_SHOW);
    case 'arrived':
      return eq(bookings.status, BOOKING_STATUS.ATTENDED);
  }
}

const listColumns = {
  id: bookings.id,
  slot: bookings.slot,
  slot_end: bookings.slot_end,
  status: bookings.status,
  type: bookings.type,
  user_id: bookings.user_id,
  vendor_id: bookings.vendor_id,
  vendor_listing_id: bookings.vendor_listing_id,
  details: bookings.details,
  created_at: bookings.created_at,
  // The brand the practice goes by now (its website's name), as on its own site.
  practice_name: sql<string>`coalesce(${websites.name}, ${vendors.name})`,
};

export type BookingRow = {
  id: number;
  slot: string;
  slot_end: string;
  status: number;
  type: number;
  user_id: number;
  vendor_id: number;
  vendor_listing_id: number;
  details: typeof bookings.$inferSelect.details;
  created_at: string;
  practice_name: string;
};

/** The filters of past bookings: read back from the latest. */
const PAST_FILTERS: BookingFilter[] = ['complete', 'no-show', 'arrived'];

/** One page of bookings in scope; a booking whose payment is still under way (a hold) is never listed. */
export function findBookingsPage(db: Db, scope: BookingScope, query: BookingPageQuery): Promise<BookingRow[]> {
  if (scope.listingIds !== undefined) return bookingsPageQuery(db, scope, query);
  // The lists' usual shapes are built once and kept prepared: building the statement was about a
  // tenth of the list fragment's CPU profile.
  const has = (value: unknown) => (value === undefined ? '-' : '+');
  const name = `bookings.page:${has(scope.userId)}${has(scope.vendorId)}${has(query.listingId)}:${query.filter}:${query.sort}`;
  const statement = prepared(db, name, (d) =>
    bookingsPageQuery(
      d,
      { userId: scope.userId === undefined ? undefined : sql.placeholder('userId'), vendorId: scope.vendorId === undefined ? undefined : sql.placeholder('vendorId') },
      { ...query, listingId: query.listingId === undefined ? undefined : sql.placeholder('listingId'), now: sql.placeholder('now'), since: sql.placeholder('since'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    ).prepare(),
  );
  return statement.all({ userId: scope.userId, vendorId: scope.vendorId, listingId: query.listingId, now: query.now, since: earliestRunningStart(query.now), limit: query.limit, offset: query.offset });
}

type PageParams = { filter: BookingFilter; sort: BookingSort; listingId?: Param<number>; limit: Param<number>; offset: Param<number> } & ({ now: string } | { now: Placeholder; since: Placeholder });

/** The page's query as built (unprepared): findBookingsPage runs it, prepared for the usual shapes; tests read its plan. */
export function bookingsPageQuery(db: Db, scope: Parameters<typeof scopeWhere>[0], query: PageParams) {
  const where = and(
    ...scopeWhere(scope),
    ...(query.listingId !== undefined ? [eq(bookings.vendor_listing_id, query.listingId)] : []),
    filterWhere(query.filter, query.now, 'since' in query ? query.since : earliestRunningStart(query.now)),
    isNull(bookings.hold_expires_at),
  );
  // Past appointments read back from the latest; upcoming ones from the next.
  const bySlot = PAST_FILTERS.includes(query.filter) ? [desc(bookings.slot), desc(bookings.id)] : [asc(bookings.slot), asc(bookings.id)];
  const order = query.sort === 'created' ? [desc(bookings.created_at), desc(bookings.id)] : bySlot;
  return db
    .select(listColumns)
    .from(bookings)
    .innerJoin(vendors, eq(vendors.id, bookings.vendor_id))
    .leftJoin(websites, eq(websites.vendor_id, bookings.vendor_id))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
}

/** A confirmed booking by id, with what its detail view and its e-mails show; a hold is not a booking yet. */
export async function findBookingById(db: Conn, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      payment_id: bookings.payment_id,
      rescheduled_to: bookings.rescheduled_to,
      marked_at: bookings.marked_at,
      practice_details: vendors.details,
      listing_title: vendor_listings.title,
      listing_address: vendor_listings.address,
      listing_owner_id: vendor_listings.vendor_login_id,
      listing_managers: vendor_listings.managers,
      user_email: users.email,
      series_id: bookings.series_id,
      series_visit: bookings.series_visit,
      series_count: booking_series.count,
    })
    .from(bookings)
    .innerJoin(vendors, eq(vendors.id, bookings.vendor_id))
    .leftJoin(websites, eq(websites.vendor_id, bookings.vendor_id))
    .innerJoin(vendor_listings, eq(vendor_listings.id, bookings.vendor_listing_id))
    .innerJoin(users, eq(users.id, bookings.user_id))
    .leftJoin(booking_series, eq(booking_series.id, bookings.series_id))
    .where(and(eq(bookings.id, id), isNull(bookings.hold_expires_at)));
  return row;
}

export type BookingDetailRow = NonNullable<Awaited<ReturnType<typeof findBookingById>>>;
