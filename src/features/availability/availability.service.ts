import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import { assertZone, startOfDayIn } from '../../lib/time';
import { bookedConsultation, enabledConsultation, enabledConsultations } from '../../lib/consultations';
import type { Lookups } from '../../plugins/lookups';
import { listingById, listingVersion, visibleListings } from '../listings/listings.service';
import { bookedSlotsPort } from './availability.ports';
import { availableSlots, type Slot } from './availability.slots';
import { slotsCache } from './availability.cache';
import { LIMITS } from '../../lib/constants/limits';
import type { Consultation, UrgentSetting } from '../../../db/schema';
import type { MessageKey } from '../../lib/i18n';
import { toUnits } from '../../lib/money';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import type { Principal } from '../../lib/principal';
import { isPracticeLogin } from '../../lib/policy';
import { booksAsPractice, urgentHoldFor } from './availability.urgent';

const LISTING_NOT_FOUND: MessageKey = 'Listing not found';

/**
 * The practice's visible listings, by its sub-domain (the website comes from settings, above this
 * feature, through `lookups`); a former sub-domain still redirecting names the practice it moved.
 */
export async function listingsForSite(deps: AppDeps, lookups: Pick<Lookups, 'website' | 'movedSubDomain'>, site: string) {
  const moved = async () => {
    const label = await lookups.movedSubDomain(site);
    return label ? lookups.website({ kind: 'subdomain', label }) : undefined;
  };
  const website = (await lookups.website({ kind: 'subdomain', label: site })) ?? (await moved());
  if (!website) throw notFound('Practice not found');
  const { currency } = await practiceLocaleOf(deps, website.vendor_id);
  // The API keeps the spec's price, in major units (40 for $40 or £40), and names the currency.
  const listings = await visibleListings(deps, website.vendor_id);
  return listings.map(({ urgent: _held, ...l }) => ({ ...l, currency, consultations: l.consultations.map((c) => ({ ...c, price: toUnits(c.price, currency) })) }));
}

/**
 * Free slots of one consultation of a listing that start on `date` in zone `tz`. The same for
 * every visitor, so kept per listing (`availability.cache.ts`) under the listing's versions, read
 * first in one small query: its last edit, and `availability_version`, which every write to one of
 * its bookings (and every urgent day released) raises. The key's minute of the clock keeps the lead
 * time, and the hour an urgent slot opens, exact. A request that finds nothing kept checks
 * everything (zone, date, type) and computes. The listing's practice (`reader`) also sees the
 * urgent slots still held back, kept apart.
 */
export function slotsFor(deps: AppDeps, listingId: number, type: number, date: string, tz: string, reader?: Principal | null): Promise<Slot[]> {
  return keptSlots(deps, { listingId, type, date, tz, reader, booked: false });
}

/**
 * The free slots a booking may move to: as `slotsFor`, of the booking's own consultation even when
 * the practice has since turned it off and kept the visits already booked (never offered to a new booking).
 */
export function slotsToMoveTo(deps: AppDeps, ask: { listingId: number; type: number; date: string; tz: string; reader: Principal }): Promise<Slot[]> {
  return keptSlots(deps, { ...ask, booked: true });
}

interface SlotsAsk {
  listingId: number;
  type: number;
  date: string;
  tz: string;
  reader?: Principal | null;
  /** For a booking being moved: its consultation counts even turned off. */
  booked: boolean;
}

async function keptSlots(deps: AppDeps, ask: SlotsAsk): Promise<Slot[]> {
  const { listingId, type, date, tz, reader } = ask;
  const version = await listingVersion(deps, listingId);
  if (version === undefined) throw notFound(LISTING_NOT_FOUND);
  const now = deps.clock();
  const listing = isPracticeLogin(reader) ? await listingById(deps, listingId) : undefined;
  const practice = listing !== undefined && booksAsPractice(reader, listing, now);
  // A turned-off type's slots are kept apart: a new booking must never be offered them.
  const variant = `${type} ${date} ${tz} ${Math.floor(now.getTime() / 60_000)}${practice ? ' practice' : ''}${ask.booked ? ' booked' : ''}`;
  return slotsCache(deps).through(`${listingId} ${variant}`, version, () => computeSlots(deps, { ...ask, now, practice }));
}

/** The slots API's answer for a kept day, written once per kept value (the same array while it is kept). */
const answers = new WeakMap<Slot[], string>();

/** `{ "slots": [...] }` for the public slots API, as JSON text (a kept day is serialized once); an urgent slot says so. */
export async function slotsAnswer(deps: AppDeps, listingId: number, type: number, date: string, tz: string, reader?: Principal | null): Promise<string> {
  const slots = await slotsFor(deps, listingId, type, date, tz, reader);
  let answer = answers.get(slots);
  if (answer === undefined) answers.set(slots, (answer = JSON.stringify({ slots: slots.map(({ start, label, urgent }) => (urgent ? { start, label, urgent } : { start, label })) })));
  return answer;
}

async function computeSlots(deps: AppDeps, ask: SlotsAsk & { now: Date; practice: boolean }): Promise<Slot[]> {
  const { listingId, type, date, tz, now, practice } = ask;
  assertZone(tz);
  const day = DateTime.fromISO(date, { zone: tz });
  if (!day.isValid) throw unprocessable('date must be a date as YYYY-MM-DD', 'date');
  const found = await listingById(deps, listingId);
  const { listing, consultation } = ask.booked ? bookedConsultation(found, type, LISTING_NOT_FOUND) : enabledConsultation(found, type, LISTING_NOT_FOUND);
  // Bookings that could overlap any slot of the day: the day itself, widened by the longest duration.
  const from = day.startOf('day').minus({ minutes: consultation.duration }).toUTC().toISO()!;
  const to = day.endOf('day').plus({ minutes: consultation.duration }).toUTC().toISO()!;
  const booked = await bookedSlotsPort.of(deps).bookedIntervals(deps.database.db, listing.id, from, to, now);
  return availableSlots({
    schedule: consultation.schedule,
    duration: consultation.duration,
    listingZone: listing.timezone,
    viewerZone: tz,
    viewerDate: date,
    now,
    booked,
    urgent: await urgentHoldFor(deps.database.db, listing, practice, now),
  });
}

export async function bookedSlots(deps: AppDeps, listingId: number) {
  const listing = await listingById(deps, listingId);
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  return bookedSlotsPort.of(deps).upcomingBookedSlots(deps, listing.id);
}

/** A consultation's first free slot, with the date it falls on in the viewer's zone. */
export interface NextSlot extends Slot {
  date: string;
}

/**
 * The next free slot of each of a listing's consultations (the owners' search), from the same
 * engine as the booking widget: one read of the listing's live bookings over the whole booking
 * horizon, then the viewer's days in turn until one has a free slot. null when none is free.
 */
export async function nextFreeSlots(
  deps: AppDeps,
  listing: { id: number; timezone: string; consultations: Consultation[]; urgent?: UrgentSetting | null },
  tz: string,
): Promise<Map<number, NextSlot | null>> {
  assertZone(tz);
  const now = deps.clock();
  // Owners search: urgent slots still held back are not theirs to find.
  const urgent = await urgentHoldFor(deps.database.db, { ...listing, urgent: listing.urgent ?? null }, false, now);
  const today = startOfDayIn(tz, now);
  const horizon = today.plus({ days: LIMITS.BOOKING_DAYS_AHEAD + 2 });
  const booked = await bookedSlotsPort.of(deps).bookedIntervals(deps.database.db, listing.id, today.minus({ days: 1 }).toUTC().toISO()!, horizon.toUTC().toISO()!, now);
  const next = new Map<number, NextSlot | null>();
  for (const c of enabledConsultations(listing.consultations)) {
    let found: NextSlot | null = null;
    for (let d = 0; d <= LIMITS.BOOKING_DAYS_AHEAD && !found; d++) {
      const viewerDate = today.plus({ days: d }).toISODate()!;
      const [first] = availableSlots({ schedule: c.schedule, duration: c.duration, listingZone: listing.timezone, viewerZone: tz, viewerDate, now, booked, urgent });
      if (first) found = { ...first, date: viewerDate };
    }
    next.set(c.type, found);
  }
  return next;
}
