/** @jsxImportSource react */
import { useId } from 'react';
import type { CardField, CardForm } from './card';
import { FieldError } from './Alerts';
import type { MessageKey } from '../../src/lib/i18n';
import { useT } from '../lib/use-t';

const FIELDS: [CardField, MessageKey, Record<string, string>][] = [
  ['name', 'Name on card', { autoComplete: 'cc-name' }],
  ['cardNumber', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: '23' }],
  ['expDt', 'Expiry (YYYY-MM)', { autoComplete: 'cc-exp', maxLength: '9' }],
  ['ccv', 'Security code', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: '4' }],
];

/** The card form, when the payments provider takes the card here; each field's error under it, as worded for the reader. */
export function CardFields({ card, errors, onChange }: { card: CardForm; errors: Partial<Record<CardField, string>>; onChange: (card: CardForm) => void }) {
  const id = useId();
  const t = useT();
  return (
    <fieldset className="card-payment" aria-label={t('Card payment')}>
      {FIELDS.map(([name, label, extra]) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`}>{t(label)}</label>
          <input id={`${id}-${name}`} value={card[name]} aria-invalid={Boolean(errors[name])} aria-describedby={errors[name] ? `${id}-${name}-error` : undefined} onChange={(e) => onChange({ ...card, [name]: e.target.value })} {...extra} {...(name === 'expDt' ? { placeholder: t('YYYY-MM or MM/YY') } : {})} />
          <FieldError message={errors[name]} id={`${id}-${name}-error`} />
        </div>
      ))}
    </fieldset>
  );
}
