import type { Booking, Payment } from '../../../db/schema';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { cardBrandName, formatMoney } from '../../lib/money';
import { formatSlot } from '../../lib/time';
import { currentReader, t } from '../../lib/i18n';

/** What a receipt shows: the payment, and the booking and practice it paid (none for a payment with no slot). */
export interface ReceiptFacts {
  payment: Payment;
  booking: Booking | null;
  practice: string;
}

/**
 * A payment's receipt as a small HTML page (UTF-8, opens in any browser and prints): who was paid,
 * for what, when (in the practice's zone, named), how much in its currency, the card, and any refund.
 */
export function receiptHtml({ payment, booking, practice }: ReceiptFacts): string {
  const zone = booking?.details.listingTZ ?? 'UTC';
  const currency = payment.currency.toUpperCase();
  const card = payment.last4 ? t('{brand} card ending {last4}', { brand: cardBrandName(payment.brand), last4: payment.last4 }).trim() : '';
  const rows: [string, string][] = [
    [t('Paid to'), practice],
    [t('Date'), formatSlot(payment.created_at, zone, 'long')],
    ...(booking ? ([[t('For'), `${booking.details.listing.title} · ${consultationTypeLabel(booking.type)} · ${formatSlot(booking.slot, zone, 'long')}`]] as [string, string][]) : []),
    [t('Amount'), formatMoney(payment.amount, currency)],
    ...(payment.discount > 0 ? ([[t('Discount'), formatMoney(payment.discount, currency)]] as [string, string][]) : []),
    ...(card ? ([[t('Card'), card]] as [string, string][]) : []),
    ...(payment.refunded_amount > 0 ? ([[t('Refunded'), formatMoney(payment.refunded_amount, currency)]] as [string, string][]) : []),
    [t('Reference'), payment.reference ?? String(payment.id)],
  ];
  const title = t('Receipt #{id}', { id: String(payment.id) });
  const body = (
    <html lang={currentReader().language}>
      <head>
        <meta charset="utf-8" />
        <title safe>{title}</title>
      </head>
      <body>
        <h1 safe>{title}</h1>
        <table>
          {rows.map(([label, value]) => (
            <tr>
              <th scope="row" safe>{label}</th>
              <td safe>{value}</td>
            </tr>
          ))}
        </table>
      </body>
    </html>
  );
  return `<!doctype html>\n${body}`;
}
