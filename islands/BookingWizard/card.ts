import { localMonth } from '../lib/zoned-format';

/** The card form's rules when the payments provider takes the card here (not Stripe's own frame). */
export const CARD_RULES = {
  name: (v: string) => (v.trim() ? null : 'Name on card is required'),
  cardNumber: (v: string) => (!v ? 'Card number is required' : /^[0-9]{13,16}$/.test(v) ? null : 'Card number must be 13 to 16 digits'),
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

/** Each field's problem, if any (values trimmed). */
export function cardProblems(card: CardForm): Partial<Record<CardField, string>> {
  const found: Partial<Record<CardField, string>> = {};
  for (const field of Object.keys(CARD_RULES) as CardField[]) {
    const problem = CARD_RULES[field](card[field].trim());
    if (problem) found[field] = problem;
  }
  return found;
}

/** The card as `POST /api/payment` takes it. */
export const trimmedCard = (card: CardForm): CardForm => ({ name: card.name.trim(), cardNumber: card.cardNumber.trim(), expDt: card.expDt.trim(), ccv: card.ccv.trim() });
