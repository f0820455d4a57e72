import { AsYouType, getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Tenant } from './tenant';

/** The platform's own country: its phones are typed as 10 digits (spec §5 "Mobile"). */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** Why a typed number is no mobile: an unknown country, a US number not 10 digits, or no mobile of that country. */
export type MobileProblem = 'country' | 'length' | 'invalid';
/** A refusal names the country the number was read in: the one chosen, or the one its +code names. */
export type MobileCheck = { ok: true; e164: string } | { ok: false; problem: MobileProblem; country: string };

/** What a person may type in a phone field: digits, one leading +, and the usual separators. */
const TYPED = /^\+?[\d\s().-]+$/;
/** Types libphonenumber gives a mobile; where mobiles cannot be told from landlines (Mexico) it says FIXED_LINE_OR_MOBILE. */
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
/** Mexico retired the mobile '1' after +52 in 2019; people still type it, libphonenumber no longer reads it. */
const MEXICO_OLD_MOBILE = /^\+?521(\d{10})$/;
/** Ofcom's range for drama and tests (07700 900000–900999), which libphonenumber leaves out of GB mobiles. */
const OFCOM_DRAMA = /^\+447700900\d{3}$/;

export function isPhoneCountry(code: string): code is CountryCode {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/** The default country of a phone typed on this site: the practice's on its site, the platform's elsewhere. */
export function phoneCountryOf(tenant: Tenant): string {
  return tenant.kind === 'site' ? tenant.practice.country : DEFAULT_PHONE_COUNTRY;
}

/** A typed number, read in `country` unless it starts with +, as E.164 when it is a mobile. */
export function parseMobile(typed: string, country: string): MobileCheck {
  if (!isPhoneCountry(country)) return { ok: false, problem: 'country', country };
  const text = typed.trim();
  const international = text.startsWith('+');
  const digits = text.replace(/\D/g, '');
  const nanp = international ? digits.startsWith('1') : getCountryCallingCode(country) === '1';
  const wrong: MobileCheck = { ok: false, problem: nanp ? 'length' : 'invalid', country };
  if (!TYPED.test(text)) return wrong;
  if (nanp && digits.length !== (international ? 11 : 10)) return wrong;
  // The spec's own rule: ten digits are a US mobile, even in ranges libphonenumber does not know (555…).
  if (nanp) return { ok: true, e164: `+1${digits.slice(-10)}` };
  const old = MEXICO_OLD_MOBILE.exec(international ? digits : `${getCountryCallingCode(country)}${digits}`);
  const number = parsePhoneNumberFromString(old ? `+52${old[1]}` : text, country);
  if (!number) return wrong;
  if (OFCOM_DRAMA.test(number.number)) return { ok: true, e164: number.number };
  if (!number.isValid() || !MOBILE_TYPES.has(number.getType() ?? '')) return { ok: false, problem: 'invalid', country: number.country ?? country };
  return { ok: true, e164: number.number };
}

/**
 * A stored number as a viewer in `viewerCountry` reads it: nationally when it is a number of
 * their country (or of their calling code, as +1 numbers are dialled across North America),
 * internationally otherwise. Anything that does not parse is shown as stored.
 */
export function formatPhone(stored: string | null | undefined, viewerCountry: string): string {
  if (!stored) return '';
  const number = parsePhoneNumberFromString(stored, isPhoneCountry(viewerCountry) ? viewerCountry : DEFAULT_PHONE_COUNTRY);
  if (!number) return stored;
  const home = isPhoneCountry(viewerCountry) && (number.country === viewerCountry || number.countryCallingCode === getCountryCallingCode(viewerCountry));
  return home ? number.formatNational() : number.formatInternational();
}

/** The region of a BCP 47 locale ("es-MX" → "MX"), or undefined ("es"). */
export function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

/** The country a reader's locale names (es-MX → MX, es → ES), or the platform's. */
export function readerPhoneCountry(locale: string): string {
  const region = regionOf(locale);
  return region && isPhoneCountry(region) ? region : DEFAULT_PHONE_COUNTRY;
}

/** The start of an E.164 number that a partly typed one names ("617 555" in the US → "+1617555"; "07700" in GB → "+447700"). */
export function phoneSearchPrefix(typed: string, country: string): string | undefined {
  const reader = new AsYouType(isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY);
  reader.input(typed);
  return reader.getNumberValue();
}

export interface PhoneCountryOption {
  code: string;
  /** "Spain (+34)", in the reader's language. */
  label: string;
}

const optionsByLocale = new Map<string, PhoneCountryOption[]>();

/** Every country libphonenumber knows, named in `locale` with its calling code, in that language's order. */
export function phoneCountryOptions(locale: string): PhoneCountryOption[] {
  let options = optionsByLocale.get(locale);
  if (options) return options;
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  options = getCountries()
    .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  optionsByLocale.set(locale, options);
  return options;
}

/** A country's name in `locale` ("United Kingdom", "Reino Unido"). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
