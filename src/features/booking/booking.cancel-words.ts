import type { CancelPolicy } from '../../../db/schema';
import { TERMS } from '../../lib/constants/limits';
import { formatMoney } from '../../lib/money';
import { t } from '../../lib/i18n';
import { policyLines } from '../../lib/cancel-policy-words';
import { cancelQuote, type CancelQuote } from './booking.cancel-quote';

/** What a cancel now would refund, said before the reader confirms it; null when nothing was paid. */
export function quoteText(quote: CancelQuote & { currency: string; paid: number }, audience: 'customer' | 'practice'): string | null {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const hours = quote.noticeHours ?? 0;
  switch (quote.reason) {
    case 'nothing-paid':
      return null;
    case 'refund-days':
      return t('If you cancel now, nothing will be refunded: the payment was made more than {days} days ago.', { days: TERMS.REFUND_DAYS });
    case 'inside-window':
      if (quote.fee === 0) break;
      if (quote.refund === 0) return t('If you cancel now, nothing will be refunded and {fee} kept as the late-cancellation fee (less than {hours, plural, one {# hour} other {# hours}} before the appointment).', { fee: money(quote.fee), hours });
      return t('If you cancel now, {refund} of the {paid} paid will be refunded and {fee} kept as the late-cancellation fee (less than {hours, plural, one {# hour} other {# hours}} before the appointment).', { refund: money(quote.refund), paid: money(quote.paid), fee: money(quote.fee), hours });
  }
  const full = t('{audience, select, customer {If you cancel now, {amount} will be refunded in full to the card it was paid with.} other {If you cancel now, the customer is refunded {amount} in full.}}', { audience, amount: money(quote.refund) });
  return audience === 'customer' ? `${full} ${t('Card refunds usually show on the statement within 5 to 10 business days.')}` : full;
}

/** The fee part of a refund already made: "; $30.00 kept as the late-cancellation fee (…)". */
export function feeKeptText(fee: number, currency: string, hours: number | null): string {
  return t('{fee} was kept as the late-cancellation fee (canceled less than {hours, plural, one {# hour} other {# hours}} before the appointment).', { fee: formatMoney(fee, currency), hours: hours ?? 0 });
}

export interface PolicyAtBookingInput {
  policy: CancelPolicy | null | undefined;
  currency: string;
  /** What the owner would pay for this time, in minor units (0: free). */
  price: number;
  /** The chosen time's start, an ISO instant. */
  slot: string;
  now: Date;
}

/**
 * The listing's cancellation policy as said before paying for one chosen time: its lines, but
 * when that time is already inside the notice window the first line ("Free cancellation until
 * 24 hours before…") gives way to saying so and what a cancel would refund (cancelQuote of the
 * payment as if made now). Worked examples, a $40.00 consultation and a 24-hour window:
 *   the visit 30 hours away, any policy → the listing's lines, unchanged
 *   10 hours away, inside 'full'        → "This time is already inside the cancellation window (less than 24 hours
 *                                          before the appointment): if you cancel, $40.00 will still be refunded in full."
 *   10 hours away, 'partial' 25 %       → "…: if you cancel, $10.00 of the $40.00 paid will be refunded."
 *   10 hours away, 'fee' $15.00         → "…: if you cancel, $25.00 of the $40.00 paid will be refunded."
 *   10 hours away, 'none'               → "…: if you cancel, nothing will be refunded."
 *   a free consultation, or no policy   → the listing's lines, unchanged
 * The window's edge belongs outside, as for a cancel: exactly 24 hours away is still free.
 */
export function policyAtBooking({ policy, currency, price, slot, now }: PolicyAtBookingInput): string[] {
  const lines = policyLines(policy, currency);
  const payment = price > 0 ? { amount: price, status: 'succeeded', created_at: now.toISOString() } : null;
  const quote = cancelQuote({ by: 'owner', policy: policy ?? null, payment, slot, now });
  if (quote.reason !== 'inside-window') return lines;
  const money = (minor: number) => formatMoney(minor, currency);
  const hours = quote.noticeHours ?? 0;
  const inside =
    quote.fee === 0
      ? t('This time is already inside the cancellation window (less than {hours, plural, one {# hour} other {# hours}} before the appointment): if you cancel, {amount} will still be refunded in full.', { hours, amount: money(quote.refund) })
      : quote.refund === 0
        ? t('This time is already inside the cancellation window (less than {hours, plural, one {# hour} other {# hours}} before the appointment): if you cancel, nothing will be refunded.', { hours })
        : t('This time is already inside the cancellation window (less than {hours, plural, one {# hour} other {# hours}} before the appointment): if you cancel, {refund} of the {paid} paid will be refunded.', { hours, refund: money(quote.refund), paid: money(price) });
  return [inside, ...lines.slice(1)];
}
