import { Field } from './Field';
import { currentReader, t } from '../lib/i18n';
import { DEFAULT_PHONE_COUNTRY, phoneCountryOptions } from '../lib/phone';

export interface PhoneFieldProps {
  /** The number's input name: `phone` in every form. */
  name?: string;
  value?: string | null;
  /** The chosen country (ISO alpha-2): the practice's on its site, else the platform's. */
  country?: string;
  error?: string;
  countryError?: string;
  hint?: string;
  required?: boolean;
  readonly?: boolean;
}

/**
 * The one mobile field: a country picker (every country libphonenumber knows, named in the
 * reader's language with its calling code) beside the number, which may also be typed as +….
 * A read-only field keeps its country in a hidden input, since a disabled select posts nothing.
 */
export function PhoneField(props: PhoneFieldProps) {
  const name = props.name ?? 'phone';
  const country = props.country || DEFAULT_PHONE_COUNTRY;
  const options = phoneCountryOptions(currentReader().locale);
  return (
    <div class="phone-field">
      {props.readonly ? (
        <input type="hidden" name="country" value={country} />
      ) : (
        <Field name="country" label={t('Country code')} error={props.countryError}>
          <select id="field-country" name="country" autocomplete="country" aria-invalid={props.countryError ? 'true' : undefined}>
            {options.map((o) => (
              <option value={o.code} selected={o.code === country} safe>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field
        name={name}
        label={t('Mobile number')}
        type="tel"
        inputmode="tel"
        autocomplete="tel"
        maxlength={30}
        hint={props.hint ?? (props.readonly ? undefined : t('Choose the country, then type the number as you would dial it there.'))}
        value={props.value ?? undefined}
        error={props.error}
        required={props.required ?? !props.readonly}
        readonly={props.readonly}
      />
    </div>
  );
}
