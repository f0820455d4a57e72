import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, conflict, unprocessable } from '../../lib/errors';
import { BOOKING_MESSAGES, type PaymentInput } from './booking.model';
import { payerOf } from './booking.checks';
import { assertCardUsable } from './booking.card';
import { findPaymentById, findPaymentByKey, recordCancelMoney } from './booking.repo';
import { insertLoosePayment, settleLoosePayment } from './booking.second-opinion-payment.repo';

/** What pays for something that is not a slot: the card fields, as the booking body names them. */
export type CardInput = NonNullable<PaymentInput['payment']>;

export interface ServiceCharge {
  vendorId: number;
  /** Integer minor units of `currency`, from the listing (never from the client). */
  amount: number;
  /** The practice's currency, ISO 4217. */
  currency: string;
  description: string;
  /** The client's key: the same key twice charges once. */
  key: string;
  payment?: CardInput;
}

/**
 * Pays for a service that holds no slot (a second opinion) with the same provider,
 * payments table, keys and card rules as a booking: one payment row, charged once per key,
 * never a card number stored. Answers the payment id; a decline is a 402 naming the payment.
 * Providers that take the card in the browser (Stripe's Payment Element) are not offered
 * here: their intent is made for a slot.
 */
export async function chargeForService(deps: AppDeps, principal: Principal, charge: ServiceCharge): Promise<number> {
  const payments = deps.providers.payments;
  const key = `${payerOf(principal)}:service:${charge.key}`;
  const known = await findPaymentByKey(deps.database.db, key);
  if (known) return answerOf(known.status, known.id);
  if (payments.createIntent) throw unprocessable('Card payments for this service are not available with this payment provider', 'payment');
  const card = charge.payment;
  if (!card) throw unprocessable(BOOKING_MESSAGES.paymentRequired, 'payment');
  assertCardUsable(card, deps.clock());
  const row = await insertLoosePayment(deps.database.db, {
    user_id: principal.id,
    vendor_id: charge.vendorId,
    provider: payments.name,
    idempotency_key: key,
    amount: charge.amount,
    currency: charge.currency.toLowerCase(),
    status: 'pending',
  });
  if (!row) throw conflict(BOOKING_MESSAGES.inProgress, 'payment');
  const result = await payments
    .charge({
      amount: charge.amount,
      currency: charge.currency.toLowerCase(),
      idempotencyKey: key,
      description: charge.description,
      card: { number: card.cardNumber, name: card.name, cvc: card.ccv, expiry: card.expDt },
      payer: payerOf(principal),
    })
    .catch((error) => {
      deps.log.error('charge_failed', { payment_id: row.id, provider: payments.name, error });
      return { ok: false as const, message: BOOKING_MESSAGES.paymentFailed };
    });
  const now = deps.clock().toISOString();
  if (!result.ok) {
    await settleLoosePayment(deps.database.db, row.id, { status: 'failed', reference: null, brand: null, last4: null, response: null }, now);
    throw new AppError(402, result.message, 'payment');
  }
  await settleLoosePayment(deps.database.db, row.id, { status: 'succeeded', reference: result.reference, brand: result.brand, last4: result.last4, response: null }, now);
  deps.log.info('service_paid', { payment_id: row.id, amount: charge.amount });
  return row.id;
}

/** The same key again: paid → the same payment; declined → declined again; still at work → wait. */
function answerOf(status: string, id: number): number {
  if (status === 'succeeded') return id;
  if (status === 'pending') throw conflict(BOOKING_MESSAGES.inProgress, 'payment');
  throw new AppError(402, BOOKING_MESSAGES.paymentFailed, 'payment');
}

/** What a receipt says of a service paid: the amount in minor units of its currency, the card's brand and last four digits. */
export interface ServiceReceipt {
  amount: number;
  currency: string;
  brand: string | null;
  last4: string | null;
}

/** The receipt of a payment `chargeForService` took; null when it was not paid. */
export async function serviceReceipt(deps: AppDeps, paymentId: number): Promise<ServiceReceipt | null> {
  const payment = await findPaymentById(deps.database.db, paymentId);
  if (payment?.status !== 'succeeded') return null;
  return { amount: payment.amount, currency: payment.currency, brand: payment.brand, last4: payment.last4 };
}

/**
 * Gives back in full what a service took when it will not be delivered (a second opinion ended by
 * the owner's account deletion): through the provider, once per payment (its key), recorded on the
 * payment as a booking's refund is. Answers what was refunded; null when nothing was paid.
 */
export async function refundServiceInFull(deps: AppDeps, paymentId: number): Promise<ServiceReceipt | null> {
  const payment = await findPaymentById(deps.database.db, paymentId);
  if (!payment || payment.amount <= 0 || !payment.reference) return null;
  const receipt = (amount: number) => ({ amount, currency: payment.currency, brand: payment.brand, last4: payment.last4 });
  // Refunded already (a deletion retried after a fault): say so again, refund nothing more.
  if (payment.status === 'refunded') return receipt(payment.refunded_amount);
  if (payment.status !== 'succeeded') return null;
  const refund = await deps.providers.payments.refund(payment.reference, payment.amount, `refund-service-${payment.id}`);
  if (!refund.ok) throw new AppError(502, refund.message);
  const terms = { refunded_amount: refund.amount, cancel_fee: payment.amount - refund.amount, cancel_terms: { reason: 'not-delivered', notice_hours: null } };
  await deps.database.db.transaction((tx) => recordCancelMoney(tx, payment.id, terms, deps.clock().toISOString()));
  deps.log.info('service_refunded', { payment_id: payment.id, amount: refund.amount });
  return receipt(refund.amount);
}
