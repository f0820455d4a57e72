import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import { isZone } from '../../lib/time';
import { websiteForHost } from '../settings/settings.service';
import { listingById, visibleListings } from '../listings/listings.service';
import { bookedIntervals, upcomingBookedSlots } from '../booking/booked.service';
import { availableSlots, type Slot } from './availability.slots';

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

/** Free slots of one consultation of a listing that start on `date` in zone `tz`. */
export async function slotsFor(deps: AppDeps, listingId: number, type: number, date: string, tz: string): Promise<Slot[]> {
  assertZone(tz);
  const day = DateTime.fromISO(date, { zone: tz });
  if (!day.isValid) throw unprocessable('date must be a date as YYYY-MM-DD', 'date');
  const listing = await listingById(deps, listingId);
  const enabled = listing?.consultations.filter((c) => c.status) ?? [];
  if (!listing || enabled.length === 0) throw notFound(LISTING_NOT_FOUND);
  const consultation = enabled.find((c) => c.type === type);
  if (!consultation) throw unprocessable('This listing does not offer that consultation type', 'type');

  const now = deps.clock();
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
