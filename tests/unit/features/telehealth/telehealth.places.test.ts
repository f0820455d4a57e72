import { describe, expect, test } from 'bun:test';
import { checkedPlace, placeLabel, regionsAround } from '../../../../src/features/telehealth/telehealth.places';
import { countryChoices, regionChoices } from '../../../../src/features/telehealth/telehealth.place-choices';
import { AppError } from '../../../../src/lib/errors';

/** The field a refused place names, or 'ok'. */
function refusal(country: unknown, region: unknown): string {
  try {
    checkedPlace(country, region);
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.field}` : 'thrown';
  }
}

describe('where the pet will be: ISO 3166 itself, never cut to fit', () => {
  test('a real country and a region of it are taken, upper-cased', () => {
    expect(checkedPlace('us', 'us-ma')).toEqual({ country: 'US', region: 'US-MA' });
    expect(checkedPlace('GB', '')).toEqual({ country: 'GB', region: '' });
    expect(checkedPlace('ES', 'ES-M')).toEqual({ country: 'ES', region: 'ES-M' });
  });
  test('what is not in ISO 3166 is refused by its field, not cut ("USA" is not "US")', () => {
    expect(refusal('USA', '')).toBe('422 country');
    expect(refusal('UK', '')).toBe('422 country');
    expect(refusal('ZZ', '')).toBe('422 country');
    expect(refusal('US', 'Massachusetts')).toBe('422 region');
    expect(refusal('US', 'US-ZZ')).toBe('422 region');
    expect(refusal('US', 'CA-ON')).toBe('422 region');
    expect(refusal('US', 42)).toBe('422 region');
  });
  test('a province lies within its region', () => {
    expect(regionsAround('ES-M')).toEqual(['ES-MD']);
    expect(regionsAround('US-MA')).toEqual([]);
  });
  test("the pickers: countries named in the reader's language, a country's first-level regions by name", () => {
    expect(countryChoices('en-GB').find((c) => c.code === 'GB')?.name).toBe('United Kingdom');
    expect(countryChoices('es').find((c) => c.code === 'US')?.name).toBe('Estados Unidos');
    expect(countryChoices('en-US')).toHaveLength(249);
    const gb = regionChoices('GB', 'en-GB');
    expect(gb.map((r) => r.name)).toContain('Scotland');
    expect(gb.map((r) => r.code)).toContain('GB-ENG');
    expect(regionChoices('US', 'en-US').find((r) => r.code === 'US-MA')?.name).toBe('Massachusetts');
    // Madrid the region is offered; Madrid the province within it is not a first-level choice.
    expect(regionChoices('ES', 'es').map((r) => r.code)).toContain('ES-MD');
    expect(regionChoices('ES', 'es').map((r) => r.code)).not.toContain('ES-M');
    expect(regionChoices('UK', 'en-GB')).toEqual([]);
  });
  test('a place reads as the country in the reader\'s language and the region by its name', () => {
    expect(placeLabel({ country: 'US', region: 'US-MA' }, 'en-US')).toBe('United States · Massachusetts');
    expect(placeLabel({ country: 'GB', region: '' }, 'es')).toBe('Reino Unido');
  });
});
