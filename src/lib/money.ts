import { currentReader, t } from './i18n';
import { DEFAULT_PRACTICE_LOCALE } from './practice-locale';

/**
 * Money is an integer amount of a currency's MINOR units (cents, pence; yen have none, Kuwaiti
 * dinars have fils, a thousandth) with its ISO 4217 code. How many digits a unit has comes from
 * Intl for that currency, never from a hard-coded 100.
 */

/** The currency of an amount kept before practices had one (a booking's old snapshot): the spec's dollars. */
export const DEFAULT_CURRENCY = DEFAULT_PRACTICE_LOCALE.currency;

/** How a figure is shown: to the minor unit ("£40.00"), rounded to whole units ("£1,235"), or whole when it is ("£40", "£32.50"). */
export type MoneyPrecision = 'exact' | 'whole' | 'short';

const digitsOf = new Map<string, number>();

/** The currency's exponent: USD 2, GBP 2, JPY 0, KWD 3. */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsOf.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(code, digits);
  }
  return digits;
}

/** An amount typed in the currency's units (40, 40.5) as integer minor units (4000, 4050). */
export function toMinor(units: number, currency: string): number {
  return Math.round(units * 10 ** currencyDigits(currency));
}

/** Whether an amount typed in units has no more decimals than the currency has (JPY none, USD two, KWD three). */
export function fitsCurrency(units: number, currency: string): boolean {
  const minor = units * 10 ** currencyDigits(currency);
  return Math.abs(minor - Math.round(minor)) < 1e-6;
}

/** Integer minor units as the currency's units, for a provider, a chart, a file or the JSON API. */
export function toUnits(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

/** Whether the text names a currency Intl knows (ISO 4217, any case). */
export function isCurrency(code: string): boolean {
  return /^[A-Za-z]{3}$/.test(code) && supportedCurrencies().has(code.toUpperCase());
}

let supported: Set<string> | undefined;
/** The currencies a practice may charge in. */
export function supportedCurrencies(): Set<string> {
  supported ??= new Set(Intl.supportedValuesOf('currency'));
  return supported;
}

/** Made once per locale, currency and precision: `toLocaleString` builds a formatter on every call. */
const formats = new Map<string, Intl.NumberFormat>();

function formatFor(locale: string, code: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale} ${code} ${whole ? 'whole' : 'exact'}`;
  let format = formats.get(key);
  if (!format) {
    const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digits });
    formats.set(key, format);
  }
  return format;
}

/** An amount as the current reader reads it, with its currency: 4000 GBP → "£40.00" (en-GB), "40,00 GBP" (es-ES). */
export function formatMoney(minor: number, currency: string, precision: MoneyPrecision = 'exact'): string {
  const code = currency.toUpperCase();
  const units = toUnits(minor, code);
  const whole = precision === 'whole' || (precision === 'short' && Number.isInteger(units));
  return formatFor(currentReader().locale, code, whole).format(whole ? Math.round(units) : units);
}

/** A consultation's price as people read it: "Free", or the amount (whole units when it is whole, as a price list shows it). */
export function priceLabel(minor: number, currency: string, precision: MoneyPrecision = 'short'): string {
  return minor === 0 ? t('Free') : formatMoney(minor, currency, precision);
}

/** Amounts in several currencies, one figure per currency and never summed across them: "$1,200 · £340". */
export function formatMoneyByCurrency(totals: ReadonlyMap<string, number>, precision: MoneyPrecision = 'whole'): string {
  if (totals.size === 0) return formatMoney(0, DEFAULT_CURRENCY, precision);
  return [...totals].map(([currency, minor]) => formatMoney(minor, currency, precision)).join(' · ');
}

/** A card's brand as a provider names it ("visa") the way a receipt shows it ("Visa"); '' when unknown. */
export function cardBrandName(brand: string | null | undefined): string {
  return brand && brand !== 'card' ? `${brand[0]!.toUpperCase()}${brand.slice(1)}` : '';
}
