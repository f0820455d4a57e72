import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, unprocessable } from '../../lib/errors';
import { bookingDetails } from '../../lib/booking-details';
import { payerOf } from './booking.checks';
import { bookOrder } from './booking.create';
import { prepare, type Order } from './booking.order';
import { planSeries, refusedVisit, visitSlot, type PlannedVisit, type VisitOutcome } from './booking.series.plan';
import { SERIES_MESSAGES, type SeriesInput } from './booking.series.model';
import { deleteEmptySeries, findSeriesByKey, findSeriesVisits, insertSeries, tagVisit } from './booking.series.repo';
import { bookUpfront, type VisitOrder } from './booking.series.upfront';

export type { VisitOutcome };

export type SeriesAnswer = { series_id: number; visits: VisitOutcome[] } | { choose: PlannedVisit[] };

/**
 * Books a series of repeat visits. Every visit is planned first; while a visit cannot be booked
 * at its time and the person has not chosen another time or skipped it, nothing is booked and
 * the plan is answered. Then each visit is booked as a single booking is (hold under the same
 * checks and unique index, charge, settle), paid on its own or all up front. A visit taken in the
 * meantime is answered refused with its alternatives. A card declined before any visit is booked
 * refuses the whole series (402), leaving nothing written. The same key again answers the same series.
 */
export async function bookSeries(deps: AppDeps, principal: Principal, input: SeriesInput, attempt: string | undefined, siteVendorId: number | null = null): Promise<SeriesAnswer> {
  const key = `${payerOf(principal)}:series:${attempt ?? input.idempotencyKey ?? crypto.randomUUID()}`;
  const known = await findSeriesByKey(deps.database.db, key);
  if (known) return { series_id: known.id, visits: await bookedVisits(deps, known.id) };
  const plan = await planSeries(deps, principal, input, siteVendorId);
  if (plan.visits.some((v) => v.state === 'refused')) return { choose: plan.visits };
  const toBook = plan.visits.filter((v): v is Extract<PlannedVisit, { state: 'free' }> => v.state === 'free');
  if (toBook.length === 0) throw unprocessable(SERIES_MESSAGES.nothingToBook, 'choices');
  const pay = input.pay ?? 'each';
  const first = await prepare(deps, principal, { ...input, slot: toBook[0]!.slot }, siteVendorId);
  if (pay === 'upfront' && first.charging && !input.payment) throw unprocessable(SERIES_MESSAGES.upfrontNeedsCard, 'payment');
  const series = await insertSeries(deps.database.db, {
    vendor_id: first.listing.vendor_id,
    user_id: first.customer.id,
    vendor_listing_id: first.listing.id,
    type: first.consultation.type,
    every: input.every,
    unit: input.unit,
    count: input.count,
    pay,
    booked_by: payerOf(principal),
    idempotency_key: key,
  });
  // The same key raced in: that request books the series.
  if (!series) return { series_id: (await findSeriesByKey(deps.database.db, key))!.id, visits: [] };
  const orders: VisitOrder[] = toBook.map((v) => ({ visit: v.visit, key: `${key}:${v.visit}`, order: visitOrder(first, v.slot) }));
  const booking = pay === 'upfront' ? bookUpfront(deps, principal, input, key, series.id, orders) : bookEach(deps, principal, input, series.id, orders);
  const outcomes = await booking.catch(async (error: unknown) => {
    // The card was declined before any visit was booked: no empty series stays behind.
    if (error instanceof AppError && error.status === 402) await deleteEmptySeries(deps.database.db, series.id);
    throw error;
  });
  const skipped = plan.visits.filter((v) => v.state === 'skipped').map((v) => ({ visit: v.visit, state: 'skipped' as const }));
  deps.log.info('series_booked', { series_id: series.id, visits: outcomes.filter((o) => o.state === 'booked').length });
  return { series_id: series.id, visits: [...outcomes, ...skipped].sort((a, b) => a.visit - b.visit) };
}

/** The first visit's order moved to another visit's time: the same person, pet, price and payment. */
export function visitOrder(first: Order, slot: string): Order {
  const moved = visitSlot(first, slot);
  // A plan offer is for one booking: a series is at the listing's price.
  const amount = first.consultation.price;
  const details = bookingDetails({ ...moved, customer: first.customer, pet: first.pet, promo: null, summary: first.details.info.summary, visit: first.details.visit ?? null, waived: first.waived, bookedBy: first.details.booked_by, onSite: first.details.booked_on_site });
  return { ...first, ...moved, amount, promo: null, charging: amount > 0 && !first.waived, details };
}

/** Paid visit by visit: each through the single booking's path under its own key; a refusal is listed, not thrown. */
async function bookEach(deps: AppDeps, principal: Principal, input: SeriesInput, seriesId: number, orders: VisitOrder[]): Promise<VisitOutcome[]> {
  const outcomes: VisitOutcome[] = [];
  for (const { visit, key, order } of orders) {
    try {
      const id = await bookOrder(deps, principal, input, key, order);
      await tagVisit(deps.database.db, id, seriesId, visit);
      outcomes.push({ visit, state: 'booked', id, slot: order.slot });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Declined before any visit was booked: the same card pays for none of them, so the series is refused whole.
      if (error.status === 402 && !outcomes.some((o) => o.state === 'booked')) throw error;
      outcomes.push(await refusedVisit(deps, visit, order, error));
    }
  }
  return outcomes;
}

/** The visits a series booked, for the same key again. */
async function bookedVisits(deps: AppDeps, seriesId: number): Promise<VisitOutcome[]> {
  const rows = await findSeriesVisits(deps.database.db, seriesId);
  return rows.map((r) => ({ visit: r.visit ?? 0, state: 'booked' as const, id: r.id, slot: r.slot }));
}
