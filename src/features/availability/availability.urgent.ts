import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../../db/client';
import type { Listing } from '../../../db/schema';
import type { Principal } from '../../lib/principal';
import { can, isPracticeLogin } from '../../lib/policy';
import { notFound, unprocessable, type AppError } from '../../lib/errors';
import { LIMITS } from '../../lib/constants/limits';
import { listingById, listingsFor } from '../listings/listings.service';
import type { UrgentHold } from './availability.urgent-slots';
import { findReleasedDates, findReleases, insertRelease } from './availability.urgent.repo';

type HoldingListing = Pick<Listing, 'id' | 'timezone' | 'urgent' | 'vendor_id' | 'managers'>;

/** Whether this reader books a listing as its practice does (for a customer): held urgent slots are theirs to see and book. */
export function booksAsPractice(principal: Principal | null | undefined, listing: HoldingListing, now: Date): boolean {
  return isPracticeLogin(principal) && can(principal, 'listing:book', listing, now);
}

/**
 * The urgent slots a listing holds back, as the slot engine takes them for one reader; null when
 * it holds none. Days released by hand are read only for those who do not see held slots anyway.
 */
export async function urgentHoldFor(conn: Db | Tx, listing: Pick<Listing, 'id' | 'timezone' | 'urgent'>, practice: boolean, now: Date): Promise<UrgentHold | null> {
  const setting = listing.urgent;
  if (!setting || !(setting.share > 0)) return null;
  // The day before the viewer's yesterday is the earliest date a slot still ahead can fall on.
  const from = DateTime.fromJSDate(now, { zone: listing.timezone }).minus({ days: 2 }).toISODate() ?? '0000-00-00';
  const released = new Set(practice ? [] : await findReleasedDates(conn, listing.id, from));
  const opensBeforeMinutes = setting.release === 'hours' ? (setting.hours ?? 0) * 60 : null;
  return { share: setting.share, opensBeforeMinutes, released, practice };
}

/** A listing whose urgent slots this practice person may release; another practice's or an unmanaged one is "not found". */
async function releasableListing(deps: AppDeps, user: Principal, listingId: number): Promise<Listing> {
  const listing = await listingById(deps, listingId);
  if (!listing || !can(user, 'listing:release-urgent', listing, deps.clock())) throw notFound('Listing not found');
  // A listing holding nothing today may be released too: the day stays released if it starts holding slots.
  return listing;
}

/** Why a day (YYYY-MM-DD in the listing's zone) cannot be released: not a date, or not from today to the booking horizon; null when it can. */
export function releaseRefusal(date: string, zone: string, now: Date): AppError | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? DateTime.fromISO(date, { zone }) : null;
  if (!day?.isValid) return unprocessable('Choose a date', 'date');
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const ahead = day.startOf('day').diff(today, 'days').days;
  if (ahead < 0 || ahead > LIMITS.BOOKING_DAYS_AHEAD) return unprocessable('Choose a day from today to {days} days ahead', 'date', { days: LIMITS.BOOKING_DAYS_AHEAD });
  return null;
}

/**
 * Releases a day's urgent slots of a listing to everyone (the day in the listing's zone, from
 * today to the booking horizon). Releasing a day twice changes nothing; answers whether this did.
 */
export async function releaseUrgentDay(deps: AppDeps, user: Principal, listingId: number, date: string): Promise<boolean> {
  const listing = await releasableListing(deps, user, listingId);
  const refused = releaseRefusal(date, listing.timezone, deps.clock());
  if (refused) throw refused;
  return insertRelease(deps.database.db, { vendor_listing_id: listing.id, date, released_by: user.id, created_at: deps.clock().toISOString() });
}

/**
 * The listings this practice person works with (those holding urgent slots back first), each with the day shown
 * (`chosen` for its listing if valid, else today in its zone) and whether that day is released,
 * and their latest releases.
 */
export async function urgentOverviewFor(deps: AppDeps, user: Principal, chosen: { listing?: number; date?: string }) {
  const now = deps.clock();
  const db = deps.database.db;
  const holds = (l: Listing) => (l.urgent?.share ?? 0) > 0;
  const mine = (await listingsFor(deps, user)).filter((l) => can(user, 'listing:release-urgent', l, now));
  const listings = [...mine.filter(holds), ...mine.filter((l) => !holds(l))];
  const days = await Promise.all(
    listings.map(async (l) => {
      const asked = l.id === chosen.listing && chosen.date && DateTime.fromISO(chosen.date, { zone: l.timezone }).isValid ? chosen.date : undefined;
      const date = asked ?? DateTime.fromJSDate(now, { zone: l.timezone }).toISODate()!;
      const released = holds(l) && (await findReleasedDates(db, l.id, date)).includes(date);
      return { id: l.id, title: l.title, timezone: l.timezone, date, holds: holds(l), released };
    }),
  );
  const releases = listings.length === 0 ? [] : await findReleases(db, listings.map((l) => l.id), 60);
  return { listings: days, releases };
}
