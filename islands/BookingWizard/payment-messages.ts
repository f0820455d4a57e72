import type { MessageKey } from '../../src/lib/i18n';

/*
 * The payment stage's texts (its card fields' and Stripe's too), apart from its code: the stage is
 * a chunk loaded when reached, while its texts are handed over with the page.
 */

export const messages = [
  'Price',
  '{price} (waived)',
  'Offer {code}',
  '{percent}% off',
  'Total',
  'Taxes',
  'NA',
  'Card payment',
  'Loading the card form…',
  'Please Wait...',
  'Book appointment',
  'Pay {price}',
  'Cancellation policy',
  'I agree that {practice} may charge a no-show fee of {amount} to this card if I miss the appointment.',
  'Please agree to the no-show fee to book this consultation by card',
  'Name on card',
  'Card number',
  'Expiry (YYYY-MM)',
  'Security code',
  'YYYY-MM or MM/YY',
  'Name on card is required',
  'Card number is required',
  'Card number must be 13 to 16 digits',
  'Card number is not valid: check the digits',
  'Expiry is required',
  'Expiry must be a month as YYYY-MM',
  'Expiry must not be in the past',
  'Security code is required',
  'Security code must be 3 to 4 digits',
  'Sorry! Something went wrong. Please try again later.',
  'Card payments are not set up for this practice yet.',
] as const satisfies readonly MessageKey[];
