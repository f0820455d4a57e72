import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import type { PaymentEvent } from '../../providers/payments/payments';
import { BOOKING_MESSAGES } from './booking.model';
import { bookingChanging } from './booking.changes';
import { findBookingIdByPaymentReference, insertStripeEvent, recordRefundByReference, updatePaymentStatusByReference } from './booking.repo';

type WebhookAnswer = { received: true; duplicate?: true };

/**
 * A webhook from Stripe (`POST /api/payments/stripe/webhook`). The signature is checked by
 * the provider with Stripe's own helper over the raw body; a bad one writes nothing. Each
 * event id is recorded in the same transaction as its effect, so a repeated delivery is
 * acknowledged without a second effect. A payment only moves forward: a failed attempt
 * does not undo a paid intent, and a late "succeeded" does not undo a refund.
 */
export async function receiveStripeWebhook(deps: AppDeps, payload: string, signature: string | null): Promise<WebhookAnswer> {
  const payments = deps.providers.payments;
  if (!payments.verifyEvent) throw notFound();
  if (!signature) throw badRequest(BOOKING_MESSAGES.badSignature, 'Stripe-Signature');
  let event: PaymentEvent;
  try {
    event = await payments.verifyEvent(payload, signature);
  } catch {
    deps.log.info('webhook_refused', { provider: payments.name });
    throw badRequest(BOOKING_MESSAGES.badSignature, 'Stripe-Signature');
  }
  const now = deps.clock().toISOString();
  const first = await deps.database.db.transaction(async (tx) => {
    if (!(await insertStripeEvent(tx, event.id, event.type))) return false;
    const { reference } = event;
    if (!reference) return true;
    if (event.refundedAmount !== undefined) {
      const refund = () => recordRefundByReference(tx, payments.name, reference, event.refundedAmount!, event.status === 'refunded', now);
      const bookingId = await findBookingIdByPaymentReference(tx, payments.name, reference);
      await (bookingId === null ? refund() : bookingChanging(deps, tx, bookingId, refund));
    } else if (event.status === 'succeeded') {
      await updatePaymentStatusByReference(tx, payments.name, reference, 'succeeded', ['pending', 'failed'], now);
    } else if (event.status === 'failed') {
      await updatePaymentStatusByReference(tx, payments.name, reference, 'failed', ['pending'], now);
    }
    return true;
  });
  deps.log.info('webhook_received', { provider: payments.name, type: event.type, duplicate: !first });
  return first ? { received: true } : { received: true, duplicate: true };
}
