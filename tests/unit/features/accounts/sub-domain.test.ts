import { describe, expect, test } from 'bun:test';
import { parseCategories } from '../../../../src/features/accounts/accounts.signup.service';
import { pickSubDomain, subDomainBase } from '../../../../src/features/settings/settings.domains.rules';

describe("a practice's sub-domain is derived from its name", () => {
  const cases: [name: string, expected: string][] = [
    ['Happy Paws Veterinary Clinic', 'happy-paws-veterinary-clinic'],
    ['City Cat Clinic', 'city-cat-clinic'],
    ['  Dr. Smith & Sons — Vets!  ', 'dr-smith-sons-vets'],
    ['Café Crème Vétérinaire', 'cafe-creme-veterinaire'],
    ['ZOO 24/7', 'zoo-24-7'],
    ['K9', 'k9-vet'],
    ['Vet', 'vet-vet'],
    ['A', 'a-vet'],
    ['!!!', 'practice'],
    ['北京宠物医院', 'practice'],
    ['Abcd', 'abcd'],
    ['The Very Long Name Of A Practice That Goes On And On Forever', 'the-very-long-name-of-a-practice-that-go'],
    ['Abcdefghij Abcdefghij Abcdefghij Abcdef Vets', 'abcdefghij-abcdefghij-abcdefghij-abcdef'],
  ];
  for (const [name, expected] of cases) {
    test(`"${name}" → ${expected}`, () => {
      const label = subDomainBase(name);
      expect(label).toBe(expected);
      expect(label).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(label.length).toBeGreaterThanOrEqual(4);
      expect(label.length).toBeLessThanOrEqual(40);
    });
  }
});

describe('a taken sub-domain gets the next free number', () => {
  const cases: [base: string, taken: string[], expected: string][] = [
    ['happypaws', [], 'happypaws'],
    ['happypaws', ['happypaws'], 'happypaws-2'],
    ['happypaws', ['happypaws', 'happypaws-2', 'happypaws-3'], 'happypaws-4'],
    ['happypaws', ['happypaws', 'happypaws-3'], 'happypaws-2'],
    ['happypaws', ['happypaws-2'], 'happypaws'],
  ];
  for (const [base, taken, expected] of cases) {
    test(`${base} with [${taken.join(', ')}] → ${expected}`, () => expect(pickSubDomain(base, taken)).toBe(expected));
  }
});

describe('categories are read from a comma-separated list', () => {
  test('trimmed, empty parts dropped, duplicates (any case) kept once', () => {
    expect(parseCategories(' General Practice, Dentistry,, general practice ,Exotics ')).toEqual(['General Practice', 'Dentistry', 'Exotics']);
  });
  test('nothing gives an empty list', () => {
    expect(parseCategories(undefined)).toEqual([]);
    expect(parseCategories('  ,  ')).toEqual([]);
  });
});

describe('a new practice never gets a reserved label', () => {
  test('"Admin" → admin-2, since admin is the platform\'s', () => expect(pickSubDomain(subDomainBase('Admin'), [])).toBe('admin-2'));
});
