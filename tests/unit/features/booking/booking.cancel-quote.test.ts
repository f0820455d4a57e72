import { describe, expect, test } from 'bun:test';
import { cancelQuote, mayReschedule, type CancelQuote, type CancelQuoteInput } from '../../../../src/features/booking/booking.cancel-quote';
import type { CancelPolicy } from '../../../../db/schema';

const NOW = new Date('2026-12-01T12:00:00Z');
const PAID = { amount: 4000, status: 'succeeded', created_at: '2026-11-29T12:00:00Z' };
const IN_10_HOURS = '2026-12-01T22:00:00Z';
const IN_30_HOURS = '2026-12-02T18:00:00Z';
const policy = (inside: CancelPolicy['inside'], extra: Partial<CancelPolicy> = {}): CancelPolicy => ({ notice_hours: 24, inside, ...extra });

function quote(overrides: Partial<CancelQuoteInput>): CancelQuote {
  return cancelQuote({ by: 'owner', policy: policy('full'), payment: PAID, slot: IN_10_HOURS, now: NOW, ...overrides });
}

describe('a cancel quote says the refund, the fee and why', () => {
  const cases: [string, Partial<CancelQuoteInput>, Pick<CancelQuote, 'refund' | 'fee' | 'reason'>][] = [
    ['owner inside the window, full refund', {}, { refund: 4000, fee: 0, reason: 'inside-window' }],
    ['owner inside the window, 25 % back', { policy: policy('partial', { refund_percent: 25 }) }, { refund: 1000, fee: 3000, reason: 'inside-window' }],
    ['owner inside the window, nothing back', { policy: policy('none') }, { refund: 0, fee: 4000, reason: 'inside-window' }],
    ['owner inside the window, a fixed fee', { policy: policy('fee', { fee: 1500 }) }, { refund: 2500, fee: 1500, reason: 'inside-window' }],
    ['a fee above the payment keeps the payment, no more', { policy: policy('fee', { fee: 9000 }) }, { refund: 0, fee: 4000, reason: 'inside-window' }],
    ['a partial share rounds to the minor unit', { policy: policy('partial', { refund_percent: 33 }), payment: { ...PAID, amount: 1001 } }, { refund: 330, fee: 671, reason: 'inside-window' }],
    ['owner outside the window', { policy: policy('none'), slot: IN_30_HOURS }, { refund: 4000, fee: 0, reason: 'outside-window' }],
    ['exactly at the window edge is outside', { policy: policy('none'), slot: '2026-12-02T12:00:00Z' }, { refund: 4000, fee: 0, reason: 'outside-window' }],
    ['one minute past the edge is inside', { policy: policy('none'), slot: '2026-12-02T11:59:00Z' }, { refund: 0, fee: 4000, reason: 'inside-window' }],
    ['a listing with no policy refunds in full', { policy: null }, { refund: 4000, fee: 0, reason: 'no-policy' }],
    ['the practice cancels: always in full', { by: 'practice', policy: policy('none') }, { refund: 4000, fee: 0, reason: 'practice' }],
    ['paid more than 30 days ago: nothing back', { payment: { ...PAID, created_at: '2026-10-31T11:59:00Z' } }, { refund: 0, fee: 0, reason: 'refund-days' }],
    ['the 30 days are the ceiling for the practice too', { by: 'practice', payment: { ...PAID, created_at: '2026-10-01T00:00:00Z' } }, { refund: 0, fee: 0, reason: 'refund-days' }],
    ['exactly 30 days after payment still refunds', { policy: null, payment: { ...PAID, created_at: '2026-11-01T12:00:00Z' } }, { refund: 4000, fee: 0, reason: 'no-policy' }],
    ['nothing paid', { payment: null }, { refund: 0, fee: 0, reason: 'nothing-paid' }],
    ['a waived payment', { payment: { ...PAID, status: 'waived' } }, { refund: 0, fee: 0, reason: 'nothing-paid' }],
    ['a free booking', { payment: { ...PAID, amount: 0 } }, { refund: 0, fee: 0, reason: 'nothing-paid' }],
    ['an already refunded payment', { payment: { ...PAID, status: 'refunded' } }, { refund: 0, fee: 0, reason: 'nothing-paid' }],
  ];
  for (const [name, input, want] of cases) {
    test(name, () => {
      const got = quote(input);
      expect({ refund: got.refund, fee: got.fee, reason: got.reason }).toEqual(want);
      expect(got.refund + got.fee).toBeLessThanOrEqual((input.payment ?? PAID).amount);
    });
  }

  test('the window is named in hours when it is the reason', () => {
    expect(quote({ policy: policy('none', { notice_hours: 48 }) }).noticeHours).toBe(48);
    expect(quote({ by: 'practice' }).noticeHours).toBeNull();
  });
});

describe('the owner may move a booking inside the window only when the policy allows it', () => {
  const cases: [string, Parameters<typeof mayReschedule>, boolean][] = [
    ['no policy', ['owner', null, IN_10_HOURS, NOW], true],
    ['inside, moves allowed', ['owner', policy('none', { reschedule_inside: true }), IN_10_HOURS, NOW], true],
    ['inside, moves refused', ['owner', policy('none', { reschedule_inside: false }), IN_10_HOURS, NOW], false],
    ['outside, moves refused inside', ['owner', policy('none', { reschedule_inside: false }), IN_30_HOURS, NOW], true],
    ['the practice always may', ['practice', policy('none', { reschedule_inside: false }), IN_10_HOURS, NOW], true],
  ];
  for (const [name, args, want] of cases) test(name, () => expect(mayReschedule(...args)).toBe(want));
});
