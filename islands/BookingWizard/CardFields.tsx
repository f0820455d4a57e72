/** @jsxImportSource react */
import { useId } from 'react';
import type { CardField, CardForm } from './card';
import { FieldError } from './Alerts';

const FIELDS: [CardField, string, Record<string, string>][] = [
  ['name', 'Name on card', { autoComplete: 'cc-name' }],
  ['cardNumber', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: '23' }],
  ['expDt', 'Expiry (YYYY-MM)', { placeholder: 'YYYY-MM or MM/YY', autoComplete: 'cc-exp', maxLength: '9' }],
  ['ccv', 'Security code', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: '4' }],
];

/** The card form, when the payments provider takes the card here; each field's error under it. */
export function CardFields({ card, errors, onChange }: { card: CardForm; errors: Partial<Record<CardField, string>>; onChange: (card: CardForm) => void }) {
  const id = useId();
  return (
    <fieldset className="card-payment" aria-label="Card payment">
      {FIELDS.map(([name, label, extra]) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input id={`${id}-${name}`} value={card[name]} aria-invalid={Boolean(errors[name])} onChange={(e) => onChange({ ...card, [name]: e.target.value })} {...extra} />
          <FieldError message={errors[name]} />
        </div>
      ))}
    </fieldset>
  );
}
