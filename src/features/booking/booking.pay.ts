import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, conflict, constraintCode } from '../../lib/errors';
import type { ChargeResult } from '../../providers/payments/payments';
import type { MailMessage } from '../../providers/mail/mail';
import { writeTogether } from '../../../db/group-commit';
import { BOOKING_MESSAGES, type PaymentInput } from './booking.model';
import { failure, payerOf, success } from './booking.checks';
import { bookingEntered } from './booking.changes';
import { writeMails } from './booking.mails';
import type { Order } from './booking.order';
import type { Held } from './booking.hold';
import { releaseHold } from './booking.repo';
import { confirmBooking } from './booking.hold.repo';
import { keepCardOnPayment } from './booking.attendance.repo';
import { NO_SHOW_CONSENT_VERSION } from './booking.no-show-consent';
import { payments as paymentsCount } from '../../lib/metrics/registry';

/** Charge: asks the provider for the listing's price under the key; a provider fault is a decline, logged. */
export async function charge(deps: AppDeps, principal: Principal, order: Order, held: Held, input: PaymentInput, key: string): Promise<ChargeResult> {
  const payments = deps.providers.payments;
  const card = input.payment;
  try {
    const result = await payments.charge({
      amount: order.amount,
      currency: order.currency.toLowerCase(),
      idempotencyKey: key,
      description: `Booking #${held.bookingId}: ${order.listing.title}`,
      card: card ? { number: card.cardNumber, name: card.name, cvc: card.ccv, expiry: card.expDt } : undefined,
      paymentIntentId: input.paymentIntentId,
      payer: payerOf(principal),
      keepCard: order.keepCard,
    });
    paymentsCount.inc({ provider: payments.name, result: result.ok ? 'succeeded' : 'declined' });
    return result;
  } catch (error) {
    paymentsCount.inc({ provider: payments.name, result: 'error' });
    deps.log.error('charge_failed', { booking_id: held.bookingId, provider: payments.name, error });
    return { ok: false, message: BOOKING_MESSAGES.paymentFailed };
  }
}

/**
 * Settle: a charge that went through confirms the booking and keeps its reference, with its
 * e-mails when they are given; a declined one releases the hold, keeps the refusal for its key
 * and throws it.
 */
export async function settle(deps: AppDeps, held: Held, charged: ChargeResult, mails: MailMessage[] | null, keepCard = false): Promise<void> {
  const db = deps.database.db;
  const doneAt = deps.clock().toISOString();
  if (!charged.ok) {
    const refused = failure(402, charged.message);
    await writeTogether(db, (tx) => releaseHold(tx, held.bookingId, held.paymentId, refused, doneAt));
    deps.log.info('payment_declined', { provider: deps.providers.payments.name });
    throw new AppError(402, charged.message);
  }
  const { reference, brand, last4 } = charged;
  try {
    await writeTogether(db, async (tx) => {
      await confirmBooking(tx, held.bookingId, held.paymentId, { reference, brand, last4, status: 'succeeded', response: success(held.bookingId) }, doneAt, mails === null);
      // The card kept for a no-show fee, with the owner's consent: only when they agreed and the provider kept it.
      if (keepCard && charged.saved) await keepCardOnPayment(tx, held.paymentId, charged.saved, { at: doneAt, version: NO_SHOW_CONSENT_VERSION });
      await bookingEntered(deps, tx, held.bookingId);
      if (mails) await writeMails(deps, tx, mails);
    });
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    // The same PaymentIntent raced in for another booking; the unique reference let only one through.
    const refused = failure(409, BOOKING_MESSAGES.paymentUsed);
    await writeTogether(db, (tx) => releaseHold(tx, held.bookingId, held.paymentId, refused, doneAt));
    throw conflict(BOOKING_MESSAGES.paymentUsed);
  }
}

/**
 * A card authorised in the browser for a booking that was not made (the slot went to someone
 * else, the pet was not theirs, ...) is given back at once rather than left to run out, by
 * providers that can `release`. Not when the same payment is still at work for another
 * request, or already paid for another booking.
 */
export async function releaseAuthorisation(deps: AppDeps, principal: Principal, paymentIntentId: string, refusalKey: string): Promise<void> {
  const payments = deps.providers.payments;
  // Compared by the refusal's English key: its message is in the reader's language.
  if (!payments.release || refusalKey === BOOKING_MESSAGES.inProgress || refusalKey === BOOKING_MESSAGES.paymentUsed) return;
  try {
    if (await payments.release(paymentIntentId, payerOf(principal))) deps.log.info('payment_released', { provider: payments.name });
  } catch (error) {
    deps.log.error('payment_release_failed', { provider: payments.name, error });
  }
}

