import { describe, expect, test } from 'bun:test';
import { asReader, readerFor, type Language } from '../../../src/lib/i18n';
import { currencyDigits, formatMoney, formatMoneyByCurrency, isCurrency, priceLabel, toMinor, toUnits } from '../../../src/lib/money';

/** Intl separates some symbols with a no-break space; the table reads it as a space. */
const as = (locale: string, work: () => string) => asReader(readerFor(locale.slice(0, 2) as Language, locale), work).replace(/\s/g, ' ');

describe('minor units come from the currency', () => {
  test.each([
    ['USD', 2, 40, 4000],
    ['GBP', 2, 40, 4000],
    ['JPY', 0, 4000, 4000],
    ['KWD', 3, 1.234, 1234],
    ['usd', 2, 32.5, 3250],
  ])('%s has %i decimals: %d units are %i minor', (currency, digits, units, minor) => {
    expect(currencyDigits(currency)).toBe(digits);
    expect(toMinor(units, currency)).toBe(minor);
    expect(toUnits(minor, currency)).toBe(units);
  });

  test('a typed amount rounds once to the minor unit, without float dust', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(1234.5, 'JPY')).toBe(1235);
  });
});

describe('formatted in the reader’s locale', () => {
  test.each([
    ['en-US', 4000, 'USD', '$40.00'],
    ['en-US', 4000, 'GBP', '£40.00'],
    ['en-US', 4000, 'JPY', '¥4,000'],
    ['en-US', 1234, 'KWD', 'KWD 1.234'],
    ['en-GB', 4000, 'GBP', '£40.00'],
    ['en-GB', 4000, 'USD', 'US$40.00'],
    ['en-GB', 4000, 'JPY', 'JP¥4,000'],
    ['en-GB', 1234, 'KWD', 'KWD 1.234'],
    ['es-ES', 4000, 'GBP', '40,00 GBP'],
    ['es-ES', 4000, 'USD', '40,00 US$'],
    ['es-ES', 4000, 'JPY', '4000 JPY'],
    ['es-ES', 1234, 'KWD', '1,234 KWD'],
  ])('%s: %i minor of %s reads %s', (locale, minor, currency, text) => {
    expect(as(locale, () => formatMoney(minor, currency))).toBe(text);
  });

  test('a price is whole units when it is whole, and "Free" in the reader’s language at 0', () => {
    expect(as('en-US', () => priceLabel(4000, 'USD'))).toBe('$40');
    expect(as('en-US', () => priceLabel(3250, 'USD'))).toBe('$32.50');
    expect(as('en-GB', () => priceLabel(4000, 'GBP'))).toBe('£40');
    expect(as('en-GB', () => priceLabel(4000, 'GBP', 'exact'))).toBe('£40.00');
    expect(as('en-US', () => priceLabel(0, 'USD'))).toBe('Free');
    expect(as('es-ES', () => priceLabel(0, 'GBP'))).toBe('Gratis');
  });

  test('totals in different currencies are shown side by side, never added', () => {
    const totals = new Map([['USD', 120000], ['GBP', 34000]]);
    expect(as('en-US', () => formatMoneyByCurrency(totals, 'exact'))).toBe('$1,200.00 · £340.00');
    expect(as('en-US', () => formatMoneyByCurrency(new Map()))).toBe('$0');
  });

  test('only ISO 4217 codes Intl knows are currencies', () => {
    expect(isCurrency('GBP')).toBe(true);
    expect(isCurrency('jpy')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('DOLLARS')).toBe(false);
  });
});
