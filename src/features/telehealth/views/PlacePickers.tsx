import { currentReader, t } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { countryChoices, regionChoices, type Choice } from '../telehealth.place-choices';

/** Where the Region picker is refreshed from when the country changes (htmx; the page itself without it). */
export const REGIONS_PATH = '/app/settings/telehealth/regions';
const REGION_BOX = 'licence-region';

/** A code the list does not offer (a refused one, or a region within a region) still shows as sent. */
const withKept = (choices: Choice[], code: string) => (code && !choices.some((c) => c.code === code) ? [{ code, name: code }, ...choices] : choices);

const described = (name: string, error?: string) => (error ? { 'aria-invalid': 'true', 'aria-describedby': `field-${name}-error` } : {});

/** The Region picker of one country: its first-level regions, or the whole country. */
export function RegionPicker({ country, value = '', error }: { country: string; value?: string; error?: string }) {
  const regions = regionChoices(country, currentReader().locale);
  return (
    <div id={REGION_BOX}>
      <Field name="region" label={t('Region')} error={error}>
        <select id="field-region" name="region" {...described('region', error)}>
          <option value="" selected={value === ''} safe>
            {t('Whole country')}
          </option>
          {withKept(regions, value).map((region) => (
            <option value={region.code} selected={region.code === value} safe>
              {region.name}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/** The Country picker (ISO 3166-1, named in the reader's language) and its country's Region picker. */
export function PlacePickers({ country, region, errors = {} }: { country: string; region?: string; errors?: Record<string, string | undefined> }) {
  return (
    <>
      <Field name="country" label={t('Country')} error={errors.country}>
        <select id="field-country" name="country" required hx-get={REGIONS_PATH} hx-trigger="change" hx-target={`#${REGION_BOX}`} hx-swap="outerHTML" {...described('country', errors.country)}>
          {withKept(countryChoices(currentReader().locale), country).map((choice) => (
            <option value={choice.code} selected={choice.code === country} safe>
              {choice.name}
            </option>
          ))}
        </select>
      </Field>
      <RegionPicker country={country} value={region} error={errors.region} />
    </>
  );
}
