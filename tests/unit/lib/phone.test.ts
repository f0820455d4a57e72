import { describe, expect, test } from 'bun:test';
import { formatPhone, parseMobile, phoneCountryOptions, regionOf, type MobileCheck } from '../../../src/lib/phone';

describe('a typed mobile and its country become E.164, or say what is wrong', () => {
  const cases: [string, string, MobileCheck][] = [
    // The spec's rule stays true: ten digits with the US.
    ['6175550142', 'US', { ok: true, e164: '+16175550142' }],
    ['(617) 555-0142', 'US', { ok: true, e164: '+16175550142' }],
    ['+1 617 555 0142', 'US', { ok: true, e164: '+16175550142' }],
    ['+1 617 555 0142', 'GB', { ok: true, e164: '+16175550142' }],
    ['617555014', 'US', { ok: false, problem: 'length', country: 'US' }],
    ['61755501423', 'US', { ok: false, problem: 'length', country: 'US' }],
    ['61755509ab', 'US', { ok: false, problem: 'length', country: 'US' }],
    ['+1 617 555 014', 'GB', { ok: false, problem: 'length', country: 'GB' }],
    ['5550123456', 'US', { ok: true, e164: '+15550123456' }],
    // The United Kingdom, typed internationally or nationally; a London landline is no mobile.
    ['+44 7700 900123', 'GB', { ok: true, e164: '+447700900123' }],
    ['07700 900123', 'GB', { ok: true, e164: '+447700900123' }],
    ['+44 7700 900123', 'US', { ok: true, e164: '+447700900123' }],
    ['07911 123456', 'GB', { ok: true, e164: '+447911123456' }],
    ['020 7946 0958', 'GB', { ok: false, problem: 'invalid', country: 'GB' }],
    ['+44 20 7946 0958', 'US', { ok: false, problem: 'invalid', country: 'GB' }],
    ['07700 9001', 'GB', { ok: false, problem: 'invalid', country: 'GB' }],
    ['07700 9001ab', 'GB', { ok: false, problem: 'invalid', country: 'GB' }],
    // Mexico, with and without the retired mobile 1.
    ['+52 1 55 1234 5678', 'MX', { ok: true, e164: '+525512345678' }],
    ['+52 55 1234 5678', 'MX', { ok: true, e164: '+525512345678' }],
    ['55 1234 5678', 'MX', { ok: true, e164: '+525512345678' }],
    ['+52 1 55 1234 5678', 'US', { ok: true, e164: '+525512345678' }],
    // India and Spain.
    ['+91 98765 43210', 'IN', { ok: true, e164: '+919876543210' }],
    ['98765 43210', 'IN', { ok: true, e164: '+919876543210' }],
    ['+34 612 345 678', 'ES', { ok: true, e164: '+34612345678' }],
    ['612 345 678', 'ES', { ok: true, e164: '+34612345678' }],
    ['912 345 678', 'ES', { ok: false, problem: 'invalid', country: 'ES' }],
    // Countries libphonenumber does not know.
    ['6175550142', 'XX', { ok: false, problem: 'country', country: 'XX' }],
    ['6175550142', 'us', { ok: false, problem: 'country', country: 'us' }],
    ['6175550142', '', { ok: false, problem: 'country', country: '' }],
  ];
  test.each(cases)('%p in %p', (typed, country, expected) => {
    expect(parseMobile(typed, country)).toEqual(expected);
  });
});

describe('a stored number is shown nationally at home, internationally abroad', () => {
  const cases: [string | null, string, string][] = [
    ['+16175550142', 'US', '(617) 555-0142'],
    ['+16175550142', 'CA', '(617) 555-0142'],
    ['+16175550142', 'GB', '+1 617 555 0142'],
    ['+447700900123', 'GB', '07700 900123'],
    ['+447700900123', 'US', '+44 7700 900123'],
    ['+34612345678', 'ES', '612 34 56 78'],
    ['+34612345678', 'MX', '+34 612 34 56 78'],
    ['+525512345678', 'MX', '55 1234 5678'],
    [null, 'US', ''],
    ['', 'US', ''],
    ['not a number', 'US', 'not a number'],
  ];
  test.each(cases)('%p seen from %p', (stored, viewer, shown) => {
    expect(formatPhone(stored, viewer)).toBe(shown);
  });
});

describe('the country picker', () => {
  test('lists every country, named in the reader’s language with its calling code', () => {
    const en = phoneCountryOptions('en-US');
    const es = phoneCountryOptions('es-ES');
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((o) => o.code === 'GB')?.label).toBe('United Kingdom (+44)');
    expect(es.find((o) => o.code === 'GB')?.label).toBe('Reino Unido (+44)');
    expect(es.find((o) => o.code === 'US')?.label).toBe('Estados Unidos (+1)');
  });

  test('a locale’s region is its country', () => {
    expect(regionOf('en-GB')).toBe('GB');
    expect(regionOf('es-MX')).toBe('MX');
    expect(regionOf('es')).toBe('ES');
    expect(regionOf('not a locale!')).toBeUndefined();
  });
});
