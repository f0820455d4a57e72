import { Field } from '../../../ui/Field';
import type { FieldErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/Alert';
import { t, translated } from '../../../lib/i18n';

export type FormValues = Record<string, unknown>;

/** The refusals in the reader's words: a schema's text is a catalogue key, translated where it is shown. */
export const shownErrors = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translated(text)]));
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** A multi-line field, through the one Field component. */
export function TextArea({ name, label, values, errors, rows = 5, max }: { name: string; label: string; values: FormValues; errors: FieldErrors; rows?: number; max: number }) {
  return (
    <Field name={name} label={label} error={errors[name]}>
      <textarea id={`field-${name}`} name={name} rows={String(rows)} maxlength={String(max)} required aria-invalid={errors[name] ? 'true' : undefined} aria-describedby={errors[name] ? `field-${name}-error` : undefined} safe>
        {str(values[name])}
      </textarea>
    </Field>
  );
}

/** The card fields, named as the booking body names them (payment.name …), for the sandbox provider. */
export function CardFields({ values, errors }: { values: FormValues; errors: FieldErrors }) {
  const v = (key: string) => str(values[`payment.${key}`]);
  return (
    <fieldset class="card-payment">
      <legend safe>{t('Card payment')}</legend>
      <Field name="payment.name" label={t('Name on card')} autocomplete="cc-name" value={v('name')} error={errors['payment.name']} />
      <Field name="payment.cardNumber" label={t('Card number')} inputmode="numeric" autocomplete="cc-number" value={v('cardNumber')} error={errors['payment.cardNumber']} />
      <Field name="payment.expDt" label={t('Expiry (YYYY-MM)')} placeholder={t('YYYY-MM')} autocomplete="cc-exp" value={v('expDt')} error={errors['payment.expDt']} />
      <Field name="payment.ccv" label={t('Security code')} inputmode="numeric" autocomplete="cc-csc" value={v('ccv')} error={errors['payment.ccv']} />
      {errors.payment ? (
        <p class="field-error" role="alert" safe>
          {errors.payment}
        </p>
      ) : (
        ''
      )}
    </fieldset>
  );
}

/** A select through the one Field component. */
export function Select({ name, label, options, value, error, placeholder }: { name: string; label: string; options: { value: number | string; label: string }[]; value: unknown; error?: string; placeholder: string }) {
  return (
    <Field name={name} label={label} error={error}>
      <select id={`field-${name}`} name={name} required aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `field-${name}-error` : undefined}>
        <option value="" safe>
          {placeholder}
        </option>
        {options.map((o) => (
          <option value={String(o.value)} selected={str(value) === String(o.value)} safe>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The first refusal, at the top of the form (each field also shows its own under it); `shownBy`: fields whose errors are shown elsewhere only. */
export function FormError({ errors, shownBy = [] }: { errors: FieldErrors; shownBy?: readonly string[] }) {
  const first = Object.entries(errors).find(([field]) => !shownBy.includes(field));
  return first ? <Alert kind="error" message={first[1]} /> : '';
}
