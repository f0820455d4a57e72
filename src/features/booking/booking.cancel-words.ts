import { TERMS } from '../../lib/constants/limits';
import { formatMoney } from '../../lib/money';
import { t } from '../../lib/i18n';
import type { CancelQuote } from './booking.cancel-quote';

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
