import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import { isZone } from '../../lib/time';
import { websiteForHost } from '../settings/settings.service';
import { listingById, listingVersion, visibleListings } from '../listings/listings.service';
import { bookedIntervals, upcomingBookedSlots } from '../booking/booked.service';
import { availableSlots, type Slot } from './availability.slots';
import { slotsCache } from './availability.cache';

const LISTING_NOT_FOUND = 'Listing not found';

function assertZone(zone: string, field = 'tz'): void {
  if (!isZone(zone)) throw unprocessable(`${field} must be an IANA timezone such as America/New_York`, field);
}

/** The practice's visible listings, by its sub-domain. */
export async function listingsForSite(deps: AppDeps, site: string) {
  const website = await websiteForHost(deps, { kind: 'subdomain', label: site });
  if (!website) throw notFound('Practice not found');
  return visibleListings(deps, website.vendor_id);
}

/**
 * Free slots of one consultation of a listing that start on `date` in zone `tz`. The same for
 * every visitor, so kept per listing (`availability.cache.ts`) under the listing's versions, read
 * first in one small query: its last edit, and `availability_version`, which every write to one of
 * its bookings raises. The key's minute of the clock keeps the lead time exact. A request that
 * finds nothing kept checks everything (zone, date, type) and computes.
 */
export async function slotsFor(deps: AppDeps, listingId: number, type: number, date: string, tz: string): Promise<Slot[]> {
  const version = await listingVersion(deps, listingId);
  if (version === undefined) throw notFound(LISTING_NOT_FOUND);
  const now = deps.clock();
  const variant = `${type} ${date} ${tz} ${Math.floor(now.getTime() / 60_000)}`;
  return slotsCache(deps).get(listingId, version, variant, () => computeSlots(deps, listingId, type, date, tz, now));
}

async function computeSlots(deps: AppDeps, listingId: number, type: number, date: string, tz: string, now: Date): Promise<Slot[]> {
  assertZone(tz);
  const day = DateTime.fromISO(date, { zone: tz });
  if (!day.isValid) throw unprocessable('date must be a date as YYYY-MM-DD', 'date');
  const listing = await listingById(deps, listingId);
  const enabled = listing?.consultations.filter((c) => c.status) ?? [];
  if (!listing || enabled.length === 0) throw notFound(LISTING_NOT_FOUND);
  const consultation = enabled.find((c) => c.type === type);
  if (!consultation) throw unprocessable('This listing does not offer that consultation type', 'type');
  // Bookings that could overlap any slot of the day: the day itself, widened by the longest duration.
  const from = day.startOf('day').minus({ minutes: consultation.duration }).toUTC().toISO()!;
  const to = day.endOf('day').plus({ minutes: consultation.duration }).toUTC().toISO()!;
  const booked = await bookedIntervals(deps.database.db, listing.id, from, to, now);
  return availableSlots({
    schedule: consultation.schedule,
    duration: consultation.duration,
    listingZone: listing.timezone,
    viewerZone: tz,
    viewerDate: date,
    now,
    booked,
  });
}

export async function bookedSlots(deps: AppDeps, listingId: number) {
  const listing = await listingById(deps, listingId);
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  return upcomingBookedSlots(deps, listing.id);
}
