import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can } from '../../lib/policy';
import { type AppError, forbidden, unprocessable } from '../../lib/errors';
import { addMinutes } from '../../lib/time';
import { availableSlots, type Slot } from '../availability/availability.slots';
import { requestedSlot, slotRefusal, type RequestedSlot } from './booking.checks';
import { bookedIntervals } from './booking.queries';
import { SERIES_DAYS_AHEAD, SERIES_MESSAGES, type SeriesPlanInput } from './booking.series.model';

/** One visit of a series as planned: free at its time, refused (why, and the nearest free slots instead), or skipped on purpose. */
export type PlannedVisit =
  | { visit: number; slot: string; state: 'free' }
  | { visit: number; slot: string; state: 'refused'; status: string; alternatives: Slot[] }
  | { visit: number; state: 'skipped' };

/** One visit as the series' answer tells it: booked (the booking's id), refused now (why, and alternatives), or skipped. */
export type VisitOutcome =
  | { visit: number; state: 'booked'; id: number; slot: string }
  | { visit: number; state: 'refused'; slot: string; status: string; alternatives: Slot[] }
  | { visit: number; state: 'skipped' };

export interface SeriesPlan {
  requested: RequestedSlot;
  visits: PlannedVisit[];
}

/** How many alternatives are offered for a visit that cannot be booked, and over how many days from its own. */
const ALTERNATIVES = 3;
const ALTERNATIVE_DAYS = 3;

/**
 * The visits' starts: the first slot, then every `every` days or weeks at the same time on the
 * listing's clock (a weekly 9:00 stays 9:00 across a change of daylight saving time).
 *   visitTimes('2026-12-01T14:00:00.000Z', 1, 'week', 3, 'America/New_York')
 *   → ['2026-12-01T14:00:00.000Z', '2026-12-08T14:00:00.000Z', '2026-12-15T14:00:00.000Z']
 */
export function visitTimes(first: string, every: number, unit: 'day' | 'week', count: number, zone: string): string[] {
  const start = DateTime.fromISO(first, { zone });
  return Array.from({ length: count }, (_, i) => start.plus(unit === 'week' ? { weeks: i * every } : { days: i * every }).toUTC().toISO()!);
}

/** A visit of the series at `slot`: the requested listing and consultation, the series' horizon. */
export function visitSlot(requested: RequestedSlot, slot: string): RequestedSlot {
  const start = new Date(slot);
  return { ...requested, slot: start.toISOString(), slotEnd: addMinutes(start, requested.consultation.duration).toISOString(), daysAhead: SERIES_DAYS_AHEAD };
}

/** The nearest free slots to a visit's time, that day or the next ones, from the slot engine. */
export async function alternativesFor(deps: AppDeps, p: RequestedSlot): Promise<Slot[]> {
  const now = deps.clock();
  const day = DateTime.fromISO(p.slot, { zone: p.userTZ }).startOf('day');
  const from = day.minus({ days: 1 }).toUTC().toISO()!;
  const to = day.plus({ days: ALTERNATIVE_DAYS + 1 }).toUTC().toISO()!;
  const booked = await bookedIntervals(deps.database.db, p.listing.id, from, to, now);
  const query = { schedule: p.consultation.schedule, duration: p.consultation.duration, listingZone: p.listing.timezone, viewerZone: p.userTZ, now, booked, daysAhead: SERIES_DAYS_AHEAD };
  const wanted = Date.parse(p.slot);
  const free = Array.from({ length: ALTERNATIVE_DAYS }, (_, d) => availableSlots({ ...query, viewerDate: day.plus({ days: d }).toISODate()! })).flat();
  return free.sort((a, b) => Math.abs(Date.parse(a.start) - wanted) - Math.abs(Date.parse(b.start) - wanted)).slice(0, ALTERNATIVES);
}

/** Whether this person may book a series on the listing: its practice always, an owner where the practice allows it. */
export function assertMayBookSeries(deps: AppDeps, principal: Principal, listing: RequestedSlot['listing'], siteVendorId: number | null): void {
  if (!can(principal, 'series:book', { ...listing, site_vendor_id: siteVendorId }, deps.clock())) throw forbidden(SERIES_MESSAGES.notAllowed);
}

/**
 * The series' visits, each checked as a single booking is (`slotRefusal`, read without a lock;
 * the hold checks again under its own): a visit the person chose another time for is checked at
 * that time, one they skipped stays listed as skipped, none is dropped.
 */
export async function planSeries(deps: AppDeps, principal: Principal, input: SeriesPlanInput, siteVendorId: number | null = null): Promise<SeriesPlan> {
  const requested = await requestedSlot(deps, principal, input);
  assertMayBookSeries(deps, principal, requested.listing, siteVendorId);
  const choices = new Map((input.choices ?? []).map((c) => [c.visit, c]));
  for (const visit of choices.keys()) if (visit > input.count) throw unprocessable(SERIES_MESSAGES.notAVisit, 'choices');
  const times = visitTimes(requested.slot, input.every, input.unit, input.count, requested.listing.timezone);
  const now = deps.clock();
  const visits: PlannedVisit[] = [];
  for (const [i, time] of times.entries()) {
    const visit = i + 1;
    const choice = choices.get(visit);
    if (choice?.skip) {
      visits.push({ visit, state: 'skipped' });
      continue;
    }
    const p = visitSlot(requested, choice?.slot ?? time);
    const refused = await slotRefusal(deps.database.db, p, now);
    visits.push(refused ? { visit, slot: p.slot, state: 'refused', status: refused.message, alternatives: await alternativesFor(deps, p) } : { visit, slot: p.slot, state: 'free' });
  }
  return { requested, visits };
}

/** A visit refused at its hold (taken meanwhile, a card declined): why, and the nearest free slots. */
export async function refusedVisit(deps: AppDeps, visit: number, order: RequestedSlot, error: AppError): Promise<VisitOutcome> {
  return { visit, state: 'refused', slot: order.slot, status: error.message, alternatives: await alternativesFor(deps, order) };
}
