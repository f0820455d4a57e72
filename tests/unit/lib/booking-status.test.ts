import { describe, expect, test } from 'bun:test';
import { BOOKING_STATUS, bookingBadge, happeningNow, spanAt, type BookingBadge } from '../../../src/lib/constants/booking-status';

/* A consultation is complete when its time span ends, not when it starts: until then it keeps the Active badge, marked "Happening now" while under way. */

// A 30-minute consultation, 14:00–14:30 UTC.
const CONSULT = { slot: '2026-11-26T14:00:00.000Z', slot_end: '2026-11-26T14:30:00.000Z' };
const at = (time: string) => new Date(`2026-11-26T${time}Z`);
const { IN_PROGRESS, COMPLETE, CANCELED, RESCHEDULED, NO_SHOW, ATTENDED } = BOOKING_STATUS;

describe('a consultation that has started is not complete until it ends', () => {
  const cases: [status: number, now: string, span: ReturnType<typeof spanAt>, badge: BookingBadge, happening: boolean][] = [
    [IN_PROGRESS, '13:59:59', 'ahead', 'Active', false],
    [IN_PROGRESS, '14:00:00', 'now', 'Active', true],
    [IN_PROGRESS, '14:29:59', 'now', 'Active', true],
    [IN_PROGRESS, '14:30:00', 'over', 'Completed', false],
    [IN_PROGRESS, '18:00:00', 'over', 'Completed', false],
    [COMPLETE, '14:10:00', 'now', 'Active', true],
    [COMPLETE, '14:31:00', 'over', 'Completed', false],
    [CANCELED, '14:10:00', 'now', 'Canceled', false],
    [RESCHEDULED, '14:10:00', 'now', 'Re-Scheduled', false],
    [NO_SHOW, '14:10:00', 'now', 'No-show', false],
    [ATTENDED, '14:10:00', 'now', 'Arrived', false],
  ];
  test.each(cases)('status %i at %s: span %s, badge %s, happening now %p', (status, time, span, badge, happening) => {
    const booking = { ...CONSULT, status };
    expect(spanAt(booking, at(time))).toBe(span);
    expect(bookingBadge(booking, at(time))).toBe(badge);
    expect(happeningNow(booking, at(time))).toBe(happening);
  });

  test('a half-hour zone changes nothing: the span is instants, not wall times', () => {
    const kolkata = { slot: '2026-11-26T08:30:00.000Z', slot_end: '2026-11-26T09:15:00.000Z', status: IN_PROGRESS };
    expect(bookingBadge(kolkata, new Date('2026-11-26T09:00:00.000Z'))).toBe('Active');
    expect(happeningNow(kolkata, new Date('2026-11-26T09:00:00.000Z'))).toBe(true);
    expect(bookingBadge(kolkata, new Date('2026-11-26T09:15:00.000Z'))).toBe('Completed');
  });
});
