import { describe, expect, test } from 'bun:test';
import { policyAtBooking, type PolicyAtBookingInput } from '../../../../src/features/booking/booking.cancel-words';
import { asReader, readerFor } from '../../../../src/lib/i18n';
import type { CancelPolicy } from '../../../../db/schema';

/* Booking a time already inside the free-cancellation window says so, and what a cancel would refund, instead of "Free cancellation until…". */

const NOW = new Date('2026-12-01T12:00:00Z');
const IN_10_HOURS = '2026-12-01T22:00:00Z';
const IN_30_HOURS = '2026-12-02T18:00:00Z';
const policy = (inside: CancelPolicy['inside'], extra: Partial<CancelPolicy> = {}): CancelPolicy => ({ notice_hours: 24, inside, ...extra });
const lines = (input: Partial<PolicyAtBookingInput>) => policyAtBooking({ policy: policy('full'), currency: 'USD', price: 4000, slot: IN_10_HOURS, now: NOW, ...input });
const INSIDE = 'This time is already inside the cancellation window (less than 24 hours before the appointment): if you cancel,';

describe('the policy said before paying for a chosen time', () => {
  const cases: [string, Partial<PolicyAtBookingInput>, string][] = [
    ['inside the window, full refund', {}, `${INSIDE} $40.00 will still be refunded in full.`],
    ['inside the window, 25 % back', { policy: policy('partial', { refund_percent: 25 }) }, `${INSIDE} $10.00 of the $40.00 paid will be refunded.`],
    ['inside the window, a fixed fee', { policy: policy('fee', { fee: 1500 }) }, `${INSIDE} $25.00 of the $40.00 paid will be refunded.`],
    ['inside the window, nothing back', { policy: policy('none') }, `${INSIDE} nothing will be refunded.`],
    ['one minute past the edge is inside', { policy: policy('none'), slot: '2026-12-02T11:59:00Z' }, `${INSIDE} nothing will be refunded.`],
    ['a one-hour window says hour', { policy: policy('none', { notice_hours: 1 }), slot: '2026-12-01T12:30:00Z' }, 'This time is already inside the cancellation window (less than 1 hour before the appointment): if you cancel, nothing will be refunded.'],
    ['outside the window: free cancellation, as the listing says', { policy: policy('none'), slot: IN_30_HOURS }, 'Free cancellation until 24 hours before the appointment.'],
    ['exactly at the edge is still free', { policy: policy('none'), slot: '2026-12-02T12:00:00Z' }, 'Free cancellation until 24 hours before the appointment.'],
    ['a free consultation has nothing to refund', { policy: policy('none'), price: 0 }, 'Free cancellation until 24 hours before the appointment.'],
    ['no policy', { policy: null }, 'Free cancellation until the appointment starts; refunds are given only within 30 days of payment.'],
  ];
  test.each(cases)('%s', (_name, input, first) => {
    expect(lines(input)[0]).toBe(first);
  });

  test('only the first line changes: what follows is the listing’s policy as before', () => {
    const outside = lines({ policy: policy('partial', { refund_percent: 25, reschedule_inside: false }), slot: IN_30_HOURS });
    const inside = lines({ policy: policy('partial', { refund_percent: 25, reschedule_inside: false }) });
    expect(inside.slice(1)).toEqual(outside.slice(1));
    expect(inside).toContain('Inside that window the appointment cannot be rescheduled.');
  });

  test('a Spanish reader reads it in Spanish, in the practice’s currency', () => {
    const first = asReader(readerFor('es', 'es-ES'), () => lines({ policy: policy('partial', { refund_percent: 25 }), currency: 'EUR' })[0]);
    expect(first).toStartWith('Esta hora ya está dentro del plazo de cancelación (faltan menos de 24 horas para la cita): si cancela, se le reembolsarán');
    expect(first).toContain('€');
  });
});
