import { iso31661 } from 'iso-3166';
import { allCountryCodes, isCountry, topRegionsOf } from './telehealth.places';

/* What the Country and Region pickers offer, named in the reader's language and sorted as they read. */

export interface Choice {
  code: string;
  name: string;
}

const ISO_NAMES = new Map(iso31661.map((country) => [country.alpha2, country.name]));
/** Per locale: the same 249 names every time, so made once (a handful of locales at most). */
const byLocale = new Map<string, Choice[]>();

/** Every ISO 3166-1 country, by its name in `locale` (ISO's English name where the locale has none). */
export function countryChoices(locale: string): Choice[] {
  const made = byLocale.get(locale);
  if (made) return made;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  const choices = allCountryCodes()
    .map((code) => ({ code, name: names.of(code) ?? ISO_NAMES.get(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  byLocale.set(locale, choices);
  return choices;
}

/** A country's first-level regions by their ISO names; none for a code that is not a country. */
export function regionChoices(country: string, locale: string): Choice[] {
  if (!isCountry(country)) return [];
  const collator = new Intl.Collator(locale);
  return topRegionsOf(country)
    .map((region) => ({ code: region.code, name: region.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
