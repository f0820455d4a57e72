import type { AppDeps } from '../../deps';
import type { Payment } from '../../../db/schema';
import { TERMS } from '../../lib/constants/limits';
import { cardBrandName, formatMoney } from '../../lib/money';
import { formatSlot } from '../../lib/time';
import { t } from '../../lib/i18n';
import { findPaymentById } from './booking.repo';
import { findBookingById } from './booking.lists.repo';
import { feeKeptText } from './booking.cancel-words';

/**
 * What became of the money when a booking was canceled, read back from its payment as
 * recorded (so a page shown later, or an e-mail sent by recovery after a crash, says the same):
 * refunded (amount, card, when), kept (paid more than TERMS.REFUND_DAYS days before), or nothing paid.
 */
export type CancelMoney =
  | { kind: 'refunded'; amount: number; currency: string; brand: string | null; last4: string | null; at: string; fee?: number; noticeHours?: number | null }
  | { kind: 'kept'; amount: number; currency: string; paidAt: string }
  | { kind: 'fee'; amount: number; currency: string; noticeHours: number | null }
  | { kind: 'none' };

/** The money outcome of a canceled booking's payment (none for a free, waived or unpaid one). */
export function cancelMoneyOf(payment: Payment | undefined): CancelMoney {
  if (!payment || payment.amount <= 0) return { kind: 'none' };
  if (payment.status === 'refunded' && payment.refunded_amount > 0) {
    const { refunded_amount: amount, currency, brand, last4, updated_at: at, cancel_fee: fee } = payment;
    return { kind: 'refunded', amount, currency, brand, last4, at, fee, noticeHours: payment.cancel_terms?.notice_hours ?? null };
  }
  // Canceled inside the listing's window with nothing given back: the fee is the payment.
  if (payment.status === 'succeeded' && payment.cancel_fee > 0) return { kind: 'fee', amount: payment.cancel_fee, currency: payment.currency, noticeHours: payment.cancel_terms?.notice_hours ?? null };
  if (payment.status === 'succeeded') return { kind: 'kept', amount: payment.amount, currency: payment.currency, paidAt: payment.created_at };
  return { kind: 'none' };
}

/** The money outcome of a booking, by its id. */
export async function cancelMoneyFor(deps: AppDeps, bookingId: number): Promise<CancelMoney> {
  const booking = await findBookingById(deps.database.db, bookingId);
  return cancelMoneyOf(booking?.payment_id ? await findPaymentById(deps.database.db, booking.payment_id) : undefined);
}

/** The card a refund goes to, as its reader knows it: "your Visa card ending 4242", "the customer's card ending 4242". */
function cardOf(brand: string | null, last4: string | null, audience: 'customer' | 'practice'): string {
  if (!last4) return t('the card it was paid with');
  return t("{audience, select, customer {your {brand} card ending {last4}} other {the customer's {brand} card ending {last4}}}", { audience, brand: cardBrandName(brand), last4 }).replace(/ {2}/g, ' ');
}

/**
 * The sentence that tells a reader what is refunded and when, times in their zone:
 *   "Refund: $45.00 to your Visa card ending 4242, issued Thu, Nov 26, 2026 · 18:00 CST (refund within 30 days of payment). …"
 */
export function refundText(money: CancelMoney, zone: string, audience: 'customer' | 'practice'): string {
  if (money.kind === 'none') return t('Nothing was charged for this appointment, so there is nothing to refund.');
  if (money.kind === 'fee') return `${t('No refund.')} ${feeKeptText(money.amount, money.currency, money.noticeHours)}`;
  if (money.kind === 'kept') {
    const amount = formatMoney(money.amount, money.currency);
    return t(
      "{audience, select, customer {No refund: your payment of {amount} was made on {date}, more than {days} days ago; payments are refunded only within {days} days of payment.} other {No refund: the customer's payment of {amount} was made on {date}, more than {days} days ago; payments are refunded only within {days} days of payment.}}",
      { audience, amount, date: formatSlot(money.paidAt, zone), days: TERMS.REFUND_DAYS },
    );
  }
  const card = cardOf(money.brand, money.last4, audience);
  const arrives = audience === 'customer' ? ` ${t('Card refunds usually show on the statement within 5 to 10 business days.')}` : '';
  const amount = formatMoney(money.amount, money.currency);
  const fee = money.fee ? ` ${feeKeptText(money.fee, money.currency, money.noticeHours ?? null)}` : '';
  return t('Refund: {amount} to {card}, issued {date} (refund within {days} days of payment).', { amount, card, date: formatSlot(money.at, zone), days: TERMS.REFUND_DAYS }) + fee + arrives;
}
