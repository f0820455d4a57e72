import { t } from 'elysia';
import { getCountries } from 'libphonenumber-js';
import { languageOfTag } from '../../lib/i18n';
import { supportedCurrencies } from '../../lib/money';

/** The locales a practice may choose: a region of each language the product speaks (lib/i18n LANGUAGES). */
export const PRACTICE_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IE', 'en-IN', 'en-NZ', 'en-ZA', 'es-ES', 'es-MX', 'es-AR', 'es-CL', 'es-CO', 'es-PE', 'es-US'].filter(
  (tag) => languageOfTag(tag) !== null,
);

export const PRACTICE_UNITS = ['us', 'metric'] as const;

/** ISO 3166 alpha-2 codes a practice may be in: the countries whose phone numbers the product reads. */
export function practiceCountries(): string[] {
  return [...getCountries()].sort();
}

/** ISO 4217 codes a practice may charge in: those Intl knows (and formats). */
export function practiceCurrencies(): string[] {
  return [...supportedCurrencies()].sort();
}

/** The Practice settings form and `PUT /api/settings/practice`: each value is checked against its list by the service. */
export const PracticeLocaleBody = t.Object({
  country: t.String({ maxLength: 8, error: 'Country must be a country code such as US or GB' }),
  currency: t.String({ maxLength: 8, error: 'Currency must be a currency code such as USD or GBP' }),
  locale: t.String({ maxLength: 35, error: 'Language must be one the product speaks, such as en-US, en-GB or es-ES' }),
  units: t.String({ maxLength: 10, error: 'Units must be us or metric' }),
});
export type PracticeLocaleInput = typeof PracticeLocaleBody.static;
