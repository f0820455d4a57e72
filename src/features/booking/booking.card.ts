import { unprocessable } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { passesLuhn } from '../../../islands/lib/card-number';
import type { PaymentInput } from './booking.model';

/** The card fields, as the booking body names them. */
type CardFields = NonNullable<PaymentInput['payment']>;

export const CARD_MESSAGES = {
  numberInvalid: 'Card number is not valid: check the digits',
  expired: 'Expiry must not be in the past',
} as const satisfies Record<string, MessageKey>;

/** An expiry month (YYYY-MM) is good through its last day. */
function isExpired(expDt: string, now: Date): boolean {
  const [year, month] = expDt.split('-').map(Number) as [number, number];
  return Date.UTC(year, month, 1) <= now.getTime();
}

/**
 * What every card form checks before anything is charged, each refusal naming its field: a
 * number that fails the Luhn check (a digit mistyped) and an expired card are never sent to the
 * provider. The wizard checks the number with the same function before it sends.
 */
export function assertCardUsable(card: CardFields, now: Date): void {
  if (!passesLuhn(card.cardNumber)) throw unprocessable(CARD_MESSAGES.numberInvalid, 'payment.cardNumber');
  if (isExpired(card.expDt, now)) throw unprocessable(CARD_MESSAGES.expired, 'payment.expDt');
}
