/**
 * What a cancel does with the money: a pure function of who cancels, the listing's policy, the
 * payment and now; no clock or database. Worked examples (a $40.00 payment made 2 days ago,
 * a 24-hour window, the visit 10 hours away, so inside it):
 *   owner, inside 'full'                  → refund 40.00, fee 0      ("inside-window")
 *   owner, inside 'partial' 25 %          → refund 10.00, fee 30.00  ("inside-window")
 *   owner, inside 'none'                  → refund 0,     fee 40.00  ("inside-window")
 *   owner, inside 'fee' 15.00             → refund 25.00, fee 15.00  ("inside-window")
 *   owner, the visit 30 hours away        → refund 40.00, fee 0      ("outside-window")
 *   practice, any policy                  → refund 40.00, fee 0      ("practice")
 *   anyone, paid 31 days ago              → refund 0,     fee 0      ("refund-days": the spec's ceiling)
 *   nothing paid (free, waived, unpaid)   → refund 0,     fee 0      ("nothing-paid")
 * The window's edge belongs outside: exactly 24 hours before the start is still a full refund.
 */
import type { CancelPolicy } from '../../../db/schema';
import { TERMS } from '../../lib/constants/limits';
import { DAY_MS, MINUTE_MS } from '../../lib/time';

const HOUR_MS = 60 * MINUTE_MS;

export type CancelReason = 'nothing-paid' | 'refund-days' | 'practice' | 'no-policy' | 'outside-window' | 'inside-window';

export interface CancelQuoteInput {
  by: 'owner' | 'practice';
  policy: CancelPolicy | null;
  /** The booking's payment, or null when nothing was charged. */
  payment: { amount: number; status: string; created_at: string } | null;
  /** The booking's start, an ISO instant. */
  slot: string;
  now: Date;
}

export interface CancelQuote {
  /** Minor units given back. */
  refund: number;
  /** Minor units kept under the listing's policy (never for the spec's 30-day ceiling). */
  fee: number;
  reason: CancelReason;
  /** The policy's window, when the reason is about it. */
  noticeHours: number | null;
}

/** Whether `now` is inside the policy's notice window before `slot` (the edge itself is outside). */
export function insideWindow(policy: CancelPolicy | null | undefined, slot: string, now: Date): boolean {
  if (!policy || !(policy.notice_hours > 0)) return false;
  return new Date(slot).getTime() - now.getTime() < policy.notice_hours * HOUR_MS;
}

/** What `policy.inside` keeps of `amount`: the fee, never more than the amount. */
function keptInside(policy: CancelPolicy, amount: number): number {
  switch (policy.inside) {
    case 'full':
      return 0;
    case 'partial':
      return amount - Math.round((amount * Math.min(100, Math.max(0, policy.refund_percent ?? 0))) / 100);
    case 'none':
      return amount;
    case 'fee':
      return Math.min(amount, Math.max(0, policy.fee ?? 0));
  }
}

/** The refund and fee of a cancel (see the worked examples above). */
export function cancelQuote({ by, policy, payment, slot, now }: CancelQuoteInput): CancelQuote {
  const none = (reason: CancelReason): CancelQuote => ({ refund: 0, fee: 0, reason, noticeHours: null });
  if (!payment || payment.status !== 'succeeded' || payment.amount <= 0) return none('nothing-paid');
  if (now.getTime() - new Date(payment.created_at).getTime() > TERMS.REFUND_DAYS * DAY_MS) return none('refund-days');
  const full = (reason: CancelReason, noticeHours: number | null = null): CancelQuote => ({ refund: payment.amount, fee: 0, reason, noticeHours });
  if (by === 'practice') return full('practice');
  if (!policy) return full('no-policy');
  if (!insideWindow(policy, slot, now)) return full('outside-window', policy.notice_hours);
  const fee = keptInside(policy, payment.amount);
  return { refund: payment.amount - fee, fee, reason: 'inside-window', noticeHours: policy.notice_hours };
}

/** Whether the owner may still move the booking: outside the window, or the policy allows moves inside it. The practice always may. */
export function mayReschedule(by: 'owner' | 'practice', policy: CancelPolicy | null | undefined, slot: string, now: Date): boolean {
  return by === 'practice' || !policy || policy.reschedule_inside !== false || !insideWindow(policy, slot, now);
}
