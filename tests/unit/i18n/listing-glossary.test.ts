import { describe, expect, test } from 'bun:test';
import { ES } from '../../../src/lib/i18n/catalogues/es';

/**
 * A listing (a practice's bookable service or vet) has one Spanish name, "servicio", the word a
 * Spanish-speaking practice uses; "anuncio" (an advert) and "perfil" (a profile) read as other things
 * (docs/decisions/0050-spanish-word-for-listing.md).
 */
const REJECTED = /\b(anuncios?|perfil(es)?|listados?|fichas?)\b/iu;

/** The key's prose: its ICU arguments (`{listing}`, nested selects) taken out, since they are values, not words. */
function prose(key: string): string {
  let text = key;
  for (let last = ''; last !== text; ) [last, text] = [text, text.replace(/\{[^{}]*\}/g, '')];
  return text;
}

const listingKeys = Object.keys(ES).filter((key) => /listing/i.test(key));

describe('the Spanish word for a listing', () => {
  test('no Spanish text of a listing key calls it anuncio or perfil', () => {
    const offenders = listingKeys.filter((key) => REJECTED.test(ES[key as keyof typeof ES])).map((key) => `${key} → ${ES[key as keyof typeof ES]}`);
    expect(offenders).toEqual([]);
  });

  test('a Spanish text whose English names a listing in words says servicio', () => {
    const named = listingKeys.filter((key) => /\blistings?\b/i.test(prose(key)));
    expect(named.length).toBeGreaterThan(20);
    const offenders = named.filter((key) => !/servicios?\b/iu.test(ES[key as keyof typeof ES])).map((key) => `${key} → ${ES[key as keyof typeof ES]}`);
    expect(offenders).toEqual([]);
  });
});
