import { describe, expect, test } from 'bun:test';
import { AppError, conflict, tooManyRequests, unprocessable } from '../../../../src/lib/errors';
import { refusalReason } from '../../../../src/features/booking/booking.metrics';
import { BOOKING_MESSAGES } from '../../../../src/features/booking/booking.model';

describe('a refused booking’s reason on /metrics', () => {
  test('each refusal falls in the bounded set by its key or its status', () => {
    expect(refusalReason(conflict(BOOKING_MESSAGES.slotTaken))).toBe('slot_taken');
    expect(refusalReason(conflict(BOOKING_MESSAGES.slotNotOffered))).toBe('slot_taken');
    expect(refusalReason(conflict(BOOKING_MESSAGES.paymentUsed))).toBe('payment_conflict');
    expect(refusalReason(conflict(BOOKING_MESSAGES.inProgress))).toBe('payment_conflict');
    expect(refusalReason(new AppError(402, 'Your card was declined.'))).toBe('payment_declined');
    expect(refusalReason(tooManyRequests('Too many attempts. Please try again later.'))).toBe('throttled');
    expect(refusalReason(unprocessable(BOOKING_MESSAGES.petInvalid, 'pet'))).toBe('validation');
    expect(refusalReason(new AppError(403, BOOKING_MESSAGES.cannotBook))).toBe('not_allowed');
    expect(refusalReason(new AppError(404, BOOKING_MESSAGES.listingNotFound))).toBe('not_found');
    expect(refusalReason(new AppError(418, BOOKING_MESSAGES.paymentFailed))).toBe('other');
  });
});
