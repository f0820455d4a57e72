import { describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { BACKOFF_MS, GIVE_UP_MS, nextAttemptAt } from '../../../../src/features/webhooks/webhooks.model';
import { bookingEventsOf } from '../../../../src/features/webhooks/webhooks.objects';
import type { BookingSnapshot } from '../../../../src/features/booking/booking.changes';
import { BOOKING_STATUS } from '../../../../src/lib/constants/booking-status';
import { newWebhookSecret, signatureHeader } from '../../../../src/lib/webhook-signature';

const MIN = 60_000;
const CREATED = new Date('2027-03-13T09:00:00Z');
const at = (ms: number) => new Date(CREATED.getTime() + ms);

describe('the backoff schedule', () => {
  test('1 min, 5 min, 30 min, 2 h, 5 h, then 10 h, never past 24 hours after the event', () => {
    expect(BACKOFF_MS).toEqual([1 * MIN, 5 * MIN, 30 * MIN, 120 * MIN, 300 * MIN, 600 * MIN]);
    let now = CREATED;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(CREATED, attempts, now);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits).toEqual([1 * MIN, 5 * MIN, 30 * MIN, 120 * MIN, 300 * MIN, 600 * MIN, GIVE_UP_MS - (1 + 5 + 30 + 120 + 300 + 600) * MIN]);
    expect(now).toEqual(at(GIVE_UP_MS));
  });

  test('at or past 24 hours after the event there is no next attempt', () => {
    expect(nextAttemptAt(CREATED, 3, at(GIVE_UP_MS))).toBeNull();
    expect(nextAttemptAt(CREATED, 3, at(GIVE_UP_MS - 1))).toEqual(at(GIVE_UP_MS));
  });
});

describe('the signature', () => {
  test('t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const body = '{"id":"evt_1","type":"booking.created"}';
    const header = signatureHeader(secret, new Date('2027-03-13T09:00:00.900Z'), body);
    const mac = createHmac('sha256', secret).update(`1804928400.${body}`).digest('hex');
    expect(header).toBe(`t=1804928400,v1=${mac}`);
  });
});

describe('which booking changes make which events', () => {
  const snap = (over: Partial<BookingSnapshot> = {}): BookingSnapshot => ({
    id: 1, vendor_id: 10, listing_id: 2, user_id: 3, type: 1, status: BOOKING_STATUS.IN_PROGRESS, slot: '2027-03-14T09:00:00Z',
    created_at: '2027-03-13T09:00:00Z', zone: 'UTC', paid: 5000, refunded: 0, first: true, ...over,
  });
  test.each([
    ['a booking confirmed', null, snap(), ['booking.created', 'booking.confirmed']],
    ['a move makes the new booking', null, snap({ rescheduled_from: 7 }), ['booking.rescheduled']],
    ['an expired hold released', null, snap({ status: BOOKING_STATUS.CANCELED }), []],
    ['a cancel', snap(), snap({ status: BOOKING_STATUS.CANCELED }), ['booking.canceled']],
    ['the replaced booking of a move', snap(), snap({ status: BOOKING_STATUS.RESCHEDULED }), []],
    ['a refund of a canceled booking', snap({ status: BOOKING_STATUS.CANCELED }), snap({ status: BOOKING_STATUS.CANCELED, refunded: 5000 }), []],
    ['no longer the first booking', snap(), snap({ first: false }), []],
    ['marked no-show', snap(), snap({ status: BOOKING_STATUS.NO_SHOW }), ['booking.no_show']],
    ['a no-show corrected to arrived', snap({ status: BOOKING_STATUS.NO_SHOW }), snap({ status: BOOKING_STATUS.ATTENDED }), ['booking.attended']],
    ['a no-show fee charged', snap({ status: BOOKING_STATUS.NO_SHOW }), snap({ status: BOOKING_STATUS.NO_SHOW, paid: 7500 }), []],
  ] as const)('%s', (_name, before, after, events) => {
    expect(bookingEventsOf(before, after)).toEqual([...events]);
  });
});
