import type { Consultation } from '../../../../db/schema';
import type { FieldErrors } from '../../../lib/form-errors';
import { CONSULTATION_TYPE_CODES, consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { t, translated } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { ScheduleRowFields } from './ScheduleRowFields';
import { currencyDigits } from '../../../lib/money';

/** One consultation of a listing: type, duration, price, enabled, and its schedule rows. */
export function ConsultationFields({ ci, consultation, first, currency, errors = {} }: { ci: number; consultation: Consultation; first: boolean; currency: string; errors?: FieldErrors }) {
  const base = `consultations[${ci}]`;
  const path = `consultations.${ci}`;
  // A price takes as many decimals as the currency has (none for yen).
  const digits = currencyDigits(currency);
  const amount = (key: 'duration' | 'price', label: string, value: number | string) => (
    <Field
      name={`${base}[${key}]`}
      id={`c${ci}-${key}`}
      label={label}
      type="number"
      inputmode={key === 'price' && digits > 0 ? 'decimal' : 'numeric'}
      step={key === 'price' && digits > 0 ? String(10 ** -digits) : undefined}
      value={value}
      error={errors[`${path}.${key}`]}
      required
    />
  );
  return (
    <fieldset class="card consultation" data-consultation={String(ci)}>
      <legend safe>{t('Consultation')}</legend>
      <Field name={`${base}[type]`} id={`c${ci}-type`} label={t('Type')} error={errors[`${path}.type`]}>
        <select id={`c${ci}-type`} name={`${base}[type]`}>
          <option value="" safe>{t('Choose a type')}</option>
          {CONSULTATION_TYPE_CODES.map((code) => (
            <option value={String(code)} selected={consultation.type === code} safe>
              {consultationTypeLabel(code)}
            </option>
          ))}
        </select>
      </Field>
      {amount('duration', t('Duration (minutes)'), consultation.duration || '')}
      {amount('price', t('Price ({currency})', { currency }), Number.isFinite(consultation.price) ? consultation.price : '')}
      <label class="checkbox">
        <input type="checkbox" name={`${base}[status]`} checked={consultation.status} /> <span safe>{t('Enabled')}</span>
      </label>
      <div class="schedule-rows" id={`c${ci}-rows`}>
        {consultation.schedule.map((row, ri) => (
          <ScheduleRowFields ci={ci} ri={ri} row={row} first={ri === 0} errors={errors} />
        ))}
      </div>
      {errors[`${path}.schedule`] ? (
        <p class="field-error" safe>
          {translated(errors[`${path}.schedule`]!)}
        </p>
      ) : (
        ''
      )}
      <div class="form-actions">
        <button type="button" class="button button-ghost" hx-get={`/app/listings/item/schedule-row?c=${ci}`} hx-target={`#c${ci}-rows`} hx-swap="beforeend" safe>
          {t('Add schedule row')}
        </button>
        {first ? (
          ''
        ) : (
          <button type="button" class="button button-ghost" hx-get="/app/listings/item/remove-row" hx-target="closest .consultation" hx-swap="delete" safe>
            {t('Remove consultation')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
