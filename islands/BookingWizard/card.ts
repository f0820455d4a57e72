import { localMonth } from '../lib/zoned-format';
import { passesLuhn } from '../lib/card-number';
import type { MessageKey } from '../../src/lib/i18n';

/** A field's problem as a key (the server says the same), translated where shown; null when there is none. */
type Problem = MessageKey | null;

/** The card form's rules when the payments provider takes the card here (not Stripe's own frame). */
export const CARD_RULES: Record<'name' | 'cardNumber' | 'expDt' | 'ccv', (v: string) => Problem> = {
  name: (v: string) => (v.trim() ? null : 'Name on card is required'),
  cardNumber: (v: string) => {
    if (!v) return 'Card number is required';
    if (!/^[0-9]{13,16}$/.test(v)) return 'Card number must be 13 to 16 digits';
    return passesLuhn(v) ? null : 'Card number is not valid: check the digits';
  },
  expDt: (v: string) => {
    if (!v) return 'Expiry is required';
    if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(v)) return 'Expiry must be a month as YYYY-MM';
    return v < localMonth() ? 'Expiry must not be in the past' : null;
  },
  ccv: (v: string) => (!v ? 'Security code is required' : /^[0-9]{3,4}$/.test(v) ? null : 'Security code must be 3 to 4 digits'),
};
export type CardField = keyof typeof CARD_RULES;

export type CardForm = Record<CardField, string>;
export const EMPTY_CARD: CardForm = { name: '', cardNumber: '', expDt: '', ccv: '' };

/** The number as printed, in groups ("4242 4242 4242 4242"): the digits alone (the server reads it the same way). */
const cardDigits = (v: string) => (/^[0-9][0-9 -]*[0-9]$/.test(v) ? v.replace(/[ -]/g, '') : v);

/** The expiry as printed on a card ("12/28", "12/2028") as YYYY-MM. */
function cardMonth(v: string): string {
  const printed = /^(0?[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})$/.exec(v);
  if (!printed) return v;
  return `${printed[2]!.length === 2 ? `20${printed[2]}` : printed[2]}-${printed[1]!.padStart(2, '0')}`;
}

/** The card as `POST /api/payment` takes it: trimmed, the number's spaces dropped, the expiry as YYYY-MM. */
export const trimmedCard = (card: CardForm): CardForm => ({
  name: card.name.trim(),
  cardNumber: cardDigits(card.cardNumber.trim()),
  expDt: cardMonth(card.expDt.trim()),
  ccv: card.ccv.trim(),
});

/** Each field's problem, if any, read as it will be sent. */
export function cardProblems(card: CardForm): Partial<Record<CardField, MessageKey>> {
  const found: Partial<Record<CardField, MessageKey>> = {};
  const sent = trimmedCard(card);
  for (const field of Object.keys(CARD_RULES) as CardField[]) {
    const problem = CARD_RULES[field](sent[field]);
    if (problem) found[field] = problem;
  }
  return found;
}
