import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError } from '../../lib/errors';
import { writeTogether } from '../../../db/group-commit';
import { failure, payerOf, success } from './booking.checks';
import { bookingEntered } from './booking.changes';
import { hold, type Held } from './booking.hold';
import { sendOwedMails } from './booking.mails';
import type { Order } from './booking.order';
import { releaseHold } from './booking.repo';
import { confirmBooking } from './booking.hold.repo';
import { BOOKING_MESSAGES } from './booking.model';
import type { SeriesInput } from './booking.series.model';
import { recordSeriesCharge, tagVisit } from './booking.series.repo';
import { refusedVisit, type VisitOutcome } from './booking.series.plan';

/** One visit about to be booked: its number, its own idempotency key and its order. */
export interface VisitOrder {
  visit: number;
  key: string;
  order: Order;
}

/**
 * Paid up front: every visit is held first, each by the single booking's hold (same checks, same
 * unique index, its own payment row for its share); then one charge for the visits held; then all
 * are confirmed in one transaction, each payment row recording its share as paid and the series
 * the provider's reference (decision 0028). A declined charge releases every hold and is thrown.
 */
export async function bookUpfront(deps: AppDeps, principal: Principal, input: SeriesInput, key: string, seriesId: number, orders: VisitOrder[]): Promise<VisitOutcome[]> {
  const outcomes: VisitOutcome[] = [];
  const held: { visit: VisitOrder; held: Held }[] = [];
  for (const visit of orders) {
    try {
      const h = await hold(deps, visit.order, visit.key, null);
      if (typeof h === 'number') outcomes.push({ visit: visit.visit, state: 'booked', id: h, slot: visit.order.slot });
      else held.push({ visit, held: h });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push(await refusedVisit(deps, visit.visit, visit.order, error));
    }
  }
  if (held.length === 0) return outcomes;
  const first = held[0]!.visit.order;
  if (first.charging) await chargeAll(deps, principal, input, key, seriesId, held);
  for (const { visit, held: h } of held) {
    // A free or waived visit was confirmed by its hold; its e-mails are owed either way.
    await tagVisit(deps.database.db, h.bookingId, seriesId, visit.visit);
    await sendOwedMails(deps, 'confirmed', factsOf(visit.order, h.bookingId), null);
    outcomes.push({ visit: visit.visit, state: 'booked', id: h.bookingId, slot: visit.order.slot });
  }
  return outcomes;
}

const factsOf = (order: Order, id: number) => ({
  id,
  user_id: order.customer.id,
  user_email: order.customer.email,
  vendor_id: order.listing.vendor_id,
  listing_owner_id: order.listing.vendor_login_id,
  details: order.details,
});

/** One charge for every visit held; settled all together, or every hold released. */
async function chargeAll(deps: AppDeps, principal: Principal, input: SeriesInput, key: string, seriesId: number, held: { visit: VisitOrder; held: Held }[]): Promise<void> {
  const first = held[0]!.visit.order;
  const total = held.reduce((sum, h) => sum + h.visit.order.amount, 0);
  const card = input.payment!;
  const payments = deps.providers.payments;
  const charged = await payments
    .charge({
      amount: total,
      currency: first.currency.toLowerCase(),
      idempotencyKey: `${key}:upfront`,
      description: `Series #${seriesId}: ${held.length} × ${first.listing.title}`,
      card: { number: card.cardNumber, name: card.name, cvc: card.ccv, expiry: card.expDt },
      payer: payerOf(principal),
    })
    .catch((error: unknown) => {
      deps.log.error('charge_failed', { series_id: seriesId, provider: payments.name, error });
      return { ok: false as const, message: BOOKING_MESSAGES.paymentFailed };
    });
  const at = deps.clock().toISOString();
  if (!charged.ok) {
    const refused = failure(402, charged.message);
    await writeTogether(deps.database.db, async (tx) => {
      for (const h of held) await releaseHold(tx, h.held.bookingId, h.held.paymentId, refused, at);
    });
    throw new AppError(402, charged.message);
  }
  await writeTogether(deps.database.db, async (tx) => {
    await recordSeriesCharge(tx, seriesId, charged.reference, total, at);
    for (const { held: h } of held) {
      // The share's row keeps no reference of its own: (provider, reference) is one charge's alone.
      await confirmBooking(tx, h.bookingId, h.paymentId, { reference: null, brand: charged.brand, last4: charged.last4, status: 'succeeded', response: success(h.bookingId) }, at);
      await bookingEntered(deps, tx, h.bookingId);
    }
  });
}
