import type { AppDeps } from '../../deps';
import { AppError, conflict, constraintCode } from '../../lib/errors';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { writeTogether } from '../../../db/group-commit';
import { BOOKING_MESSAGES } from './booking.model';
import { replayKept, slotRefusal, success } from './booking.checks';
import { bookingEntered } from './booking.changes';
import { telehealthGateOf } from './booking.telehealth-port';
import { PROMO_MESSAGES, promoStillOpen } from './booking.promo';
import type { Order } from './booking.order';
import { findPaymentByKey, releaseExpiredHolds } from './booking.repo';
import { confirmBooking, insertBooking, insertPayment } from './booking.hold.repo';
import { deleteOwnOfferHold } from './booking.offer-hold.repo';

/** The slot held and its payment row, between the hold and the settling. */
export interface Held {
  bookingId: number;
  paymentId: number;
}

/**
 * Inserts the booking. An expired hold on the same start no longer blocks the slot (the
 * engine ignores it) but the partial unique index still does: only when the insert meets one
 * is it released and the insert tried again, so the usual booking costs one statement.
 */
async function insertHold(deps: AppDeps, tx: Parameters<typeof insertBooking>[0], order: Order, nowIso: string, values: Parameters<typeof insertBooking>[1]) {
  try {
    return await insertBooking(tx, values);
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    // A released hold shows as a canceled booking, so the reports count it as one.
    for (const id of await releaseExpiredHolds(tx, order.listing.id, order.slot, nowIso)) await bookingEntered(deps, tx, id);
    return insertBooking(tx, values);
  }
}

/**
 * Hold: inside one write transaction, re-checks the slot against the schedule and every live
 * booking of the listing, inserts the booking (held for config.holdSeconds, 10 minutes, while it is charged) and
 * its payment row. A free booking, or one whose payment the practice waives, is confirmed here.
 * Answers the booking's id instead when the same key raced in and was answered first.
 */
export async function hold(deps: AppDeps, order: Order, key: string, intentId: string | null): Promise<Held | number> {
  const now = deps.clock();
  const nowIso = now.toISOString();
  const { charging } = order;
  try {
    // Written with the holds queued at the same moment: one commit for all (db/group-commit).
    const held = await writeTogether(deps.database.db, async (tx): Promise<Held | AppError> => {
      let refused = await slotRefusal(tx, order, now);
      // The customer's own waitlist offer may be what holds this slot: it gives way to their paid hold (looked for only then, off the usual path).
      if (refused && (await deleteOwnOfferHold(tx, order.listing.id, order.slot, order.customer.id, nowIso)).length > 0) refused = await slotRefusal(tx, order, now);
      if (refused) return refused;
      // Two first bookings at once: the transactions run one after the other, and only the first keeps the offer.
      if (order.promo && !(await promoStillOpen(tx, order.customer, order.promo, now))) return conflict(PROMO_MESSAGES.spent);
      const booking = await insertHold(deps, tx, order, nowIso, {
        slot: order.slot,
        slot_end: order.slotEnd,
        status: BOOKING_STATUS.IN_PROGRESS,
        type: order.consultation.type,
        user_id: order.customer.id,
        vendor_id: order.listing.vendor_id,
        vendor_listing_id: order.listing.id,
        payment_id: null,
        hold_expires_at: charging ? new Date(now.getTime() + deps.config.holdSeconds * 1000).toISOString() : null,
        details: order.details,
      });
      if (order.telehealth) await telehealthGateOf(deps)?.keep(tx, booking.id, order.telehealth);
      const payment = await insertPayment(tx, {
        booking_id: booking.id,
        user_id: order.customer.id,
        vendor_id: order.listing.vendor_id,
        provider: charging ? deps.providers.payments.name : 'none',
        idempotency_key: key,
        // The browser's payment, so recovery can ask the provider about it after a crash.
        intent_id: charging ? intentId : null,
        amount: order.amount,
        promo_code: order.promo?.code ?? null,
        discount: order.promo ? order.promo.listAmount - order.promo.amount : 0,
        currency: order.currency.toLowerCase(),
        status: charging ? 'pending' : 'waived',
        response: charging ? null : success(booking.id),
      });
      if (!charging) {
        await confirmBooking(tx, booking.id, payment.id, { reference: null, brand: null, last4: null, status: 'waived', response: payment.response }, nowIso);
        await bookingEntered(deps, tx, booking.id);
      }
      return { bookingId: booking.id, paymentId: payment.id };
    });
    // A refusal is answered, not thrown, inside the group commit: it must not fail the holds written with it.
    if (held instanceof AppError) throw held;
    return held;
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    // The same key raced in (replay), or the partial unique index refused a second live booking.
    const raced = await findPaymentByKey(deps.database.db, key);
    if (raced) return replayKept(raced);
    throw conflict(BOOKING_MESSAGES.slotTaken);
  }
}

