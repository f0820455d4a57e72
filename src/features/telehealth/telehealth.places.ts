import { getCountries } from 'libphonenumber-js';
import { unprocessable } from '../../lib/errors';
import type { Place } from './telehealth.decide';
import { TELEHEALTH_MESSAGES } from './telehealth.model';

/* Countries are ISO 3166-1 alpha-2 codes libphonenumber knows; a region is checked by form (CC-XXX) only. */
const COUNTRIES = new Set<string>(getCountries());

/** A country and region as typed, checked and upper-cased; 422 naming `country` or `region` otherwise. */
export function checkedPlace(country: unknown, region: unknown, fields = { country: 'country', region: 'region' }): Place {
  const cc = typeof country === 'string' ? country.trim().toUpperCase() : '';
  if (!COUNTRIES.has(cc)) throw unprocessable(TELEHEALTH_MESSAGES.country, fields.country);
  const rr = typeof region === 'string' ? region.trim().toUpperCase() : region === undefined || region === null ? '' : null;
  if (rr === null) throw unprocessable(TELEHEALTH_MESSAGES.region, fields.region);
  if (rr !== '' && !new RegExp(`^${cc}-[A-Z0-9]{1,3}$`).test(rr)) throw unprocessable(TELEHEALTH_MESSAGES.region, fields.region);
  return { country: cc, region: rr };
}

/** The country's name in the reader's language, with its code ("United States (US)"). */
export function placeLabel(place: Place, locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'region' }).of(place.country) ?? place.country;
  return place.region ? `${name} · ${place.region}` : name;
}
