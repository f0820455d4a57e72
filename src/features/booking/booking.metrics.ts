import { AppError } from '../../lib/errors';
import { bookingRefusals, type RefusalReason } from '../../lib/metrics/registry';
import { BOOKING_MESSAGES } from './booking.model';

/** A refusal's reason for /metrics, from a bounded set: the slot, the payment, or the status's kind. */
export function refusalReason(error: AppError): RefusalReason {
  if (error.key === BOOKING_MESSAGES.slotTaken || error.key === BOOKING_MESSAGES.slotNotOffered) return 'slot_taken';
  if (error.key === BOOKING_MESSAGES.paymentUsed || error.key === BOOKING_MESSAGES.inProgress) return 'payment_conflict';
  if (error.status === 402) return 'payment_declined';
  if (error.status === 429) return 'throttled';
  if (error.status === 400 || error.status === 409 || error.status === 422) return 'validation';
  if (error.status === 401 || error.status === 403) return 'not_allowed';
  if (error.status === 404) return 'not_found';
  return 'other';
}

/** Counts a booking attempt refused with an answer to the client (a fault is no refusal). */
export function countRefusal(error: unknown): void {
  if (error instanceof AppError && error.status < 500) bookingRefusals.inc({ reason: refusalReason(error) });
}
