/** @jsxImportSource react */
import { useEffect, useState } from 'react';
import { api } from './state';
import { FieldError } from './Alerts';
import { useT } from '../lib/use-t';

/** A country or region as the server names it in the reader's language (`/api/telehealth/countries`, `/api/telehealth/regions`). */
export type PlaceChoice = { code: string; name: string };

/** The chosen code, kept as an option while the list has not come (or does not offer it). */
const withKept = (choices: PlaceChoice[], code: string) => (code && !choices.some((c) => c.code === code) ? [{ code, name: code }, ...choices] : choices);

/** The regions of a country, asked when it changes (the full list of every country's would outweigh the wizard). */
function useRegions(country: string): PlaceChoice[] {
  const [regions, setRegions] = useState<PlaceChoice[]>([]);
  useEffect(() => {
    let current = true;
    setRegions([]);
    if (country) void api<{ regions: PlaceChoice[] }>(`/api/telehealth/regions?country=${encodeURIComponent(country)}`).then(({ ok, body }) => current && ok && setRegions(body.regions));
    return () => void (current = false);
  }, [country]);
  return regions;
}

/**
 * Where the pet will be: a Country picker of ISO 3166-1 countries and a Region picker of that
 * country's regions (or the whole country). A refusal of either (`errors`) is said under it.
 */
export function PlacePickers({ countries, country, region, errors, onChange }: { countries: PlaceChoice[] | null; country: string; region: string; errors: { country?: string | null; region?: string | null }; onChange: (place: { country: string; region: string }) => void }) {
  const t = useT();
  const regions = useRegions(country);
  const describe = (name: string, error?: string | null) => (error ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  return (
    <>
      <div className="field">
        <label htmlFor="owner-country">{t('Country')}</label>
        <select id="owner-country" name="owner_country" value={country} disabled={countries === null} onChange={(e) => onChange({ country: e.target.value, region: '' })} {...describe('owner-country', errors.country)}>
          {withKept(countries ?? [], country).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError message={errors.country} id="owner-country-error" />
      </div>
      <div className="field">
        <label htmlFor="owner-region">{t('Region')}</label>
        <select id="owner-region" name="owner_region" value={region} onChange={(e) => onChange({ country, region: e.target.value })} {...describe('owner-region', errors.region)}>
          <option value="">{t('Whole country / not sure')}</option>
          {withKept(regions, region).map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
        <FieldError message={errors.region} id="owner-region-error" />
      </div>
    </>
  );
}
