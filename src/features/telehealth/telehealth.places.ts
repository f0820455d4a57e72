import { iso31661, iso31662 } from 'iso-3166';
import { unprocessable } from '../../lib/errors';
import type { Place } from './telehealth.decide';
import { TELEHEALTH_MESSAGES } from './telehealth.model';

/* Countries and regions are checked against ISO 3166 itself (the iso-3166 package), never by form alone. */
const COUNTRIES = new Set<string>(iso31661.map((country) => country.alpha2));
const SUBDIVISIONS = new Map(iso31662.map((subdivision) => [subdivision.code, subdivision]));

export const isCountry = (code: string) => COUNTRIES.has(code);

/** A region code of that country (any level of ISO 3166-2: a state, a province, a county within it). */
export const isRegionOf = (region: string, country: string) => region.startsWith(`${country}-`) && SUBDIVISIONS.has(region);

/** The region's ISO 3166-2 name, as ISO writes it ("Massachusetts", "Madrid, Comunidad de"). */
export const regionName = (code: string) => SUBDIVISIONS.get(code)?.name ?? code;

/** The regions a region lies within, nearest first ('ES-M' → ['ES-MD']): a licence for one of them covers it. */
export function regionsAround(code: string): string[] {
  const around: string[] = [];
  for (let parent = SUBDIVISIONS.get(code)?.parent; parent && SUBDIVISIONS.has(parent) && !around.includes(parent); parent = SUBDIVISIONS.get(parent)?.parent) around.push(parent);
  return around;
}

/** A country's first-level regions (a state, a province, a nation of the UK): what its Region picker offers. */
export const topRegionsOf = (country: string) => iso31662.filter((subdivision) => subdivision.parent === country);

export const allCountryCodes = () => [...COUNTRIES];

/** A country and region as sent, checked and upper-cased; 422 naming `country` or `region` otherwise, never cut to fit. */
export function checkedPlace(country: unknown, region: unknown, fields = { country: 'country', region: 'region' }): Place {
  const cc = typeof country === 'string' ? country.trim().toUpperCase() : '';
  if (!isCountry(cc)) throw unprocessable(TELEHEALTH_MESSAGES.country, fields.country);
  const rr = typeof region === 'string' ? region.trim().toUpperCase() : region === undefined || region === null ? '' : null;
  if (rr === null || (rr !== '' && !isRegionOf(rr, cc))) throw unprocessable(TELEHEALTH_MESSAGES.region, fields.region);
  return { country: cc, region: rr };
}

/** The country's name in the reader's language, and the region's ISO name ("United States · Massachusetts"). */
export function placeLabel(place: Place, locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'region' }).of(place.country) ?? place.country;
  return place.region ? `${name} · ${regionName(place.region)}` : name;
}
