import { describe, expect, test } from 'bun:test';
import { decideKind, examCounts, examInstant, examTooOld, licenceCovers, type KindQuery } from '../../../../src/features/telehealth/telehealth.decide';

const AT = '2026-06-15T10:00:00.000Z';
const CA = { country: 'US', region: 'US-CA' };
const base: KindQuery = { type: 4000, exams: ['2026-01-10T12:00:00.000Z'], licences: [CA], ownerLocation: CA, at: AT, windowMonths: 12 };

describe('decideKind: the worked examples', () => {
  const cases: [string, Partial<KindQuery>, string][] = [
    ['exam in the window, licensed in the region', {}, 'telemedicine'],
    ['licence for the whole country', { licences: [{ country: 'US', region: '' }] }, 'telemedicine'],
    ['licensed only in another region', { licences: [{ country: 'US', region: 'US-NY' }] }, 'teletriage'],
    ['licensed in another country, same region code form', { licences: [{ country: 'MX', region: '' }] }, 'teletriage'],
    ['exam exactly 12 months before', { exams: ['2025-06-15T10:00:00.000Z'] }, 'telemedicine'],
    ['exam a minute before the window', { exams: ['2025-06-15T09:59:00.000Z'] }, 'teletriage'],
    ['exam after the consult', { exams: ['2026-06-16T09:00:00.000Z'] }, 'teletriage'],
    ['no exam', { exams: [] }, 'teletriage'],
    ['no licence', { licences: [] }, 'teletriage'],
    ['no owner location', { ownerLocation: null }, 'teletriage'],
    ['a 3-month window and an exam 5 months old', { windowMonths: 3, exams: ['2026-01-10T12:00:00.000Z'] }, 'teletriage'],
    ['a 36-month window and an exam 30 months old', { windowMonths: 36, exams: ['2023-12-15T10:00:00.000Z'] }, 'telemedicine'],
    ['one old and one recent exam', { exams: ['2020-01-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'] }, 'telemedicine'],
    ['phone consult, same facts', { type: 5000 }, 'telemedicine'],
    ['chat consult, no VCPR', { type: 6000, exams: [] }, 'teletriage'],
    ['clinic consult, no VCPR', { type: 2000, exams: [], ownerLocation: null }, 'clinic'],
    ['owner abroad, licensed at home', { ownerLocation: { country: 'GB', region: '' } }, 'teletriage'],
    ['owner gave a country only, licence for a region of it', { ownerLocation: { country: 'US', region: '' } }, 'teletriage'],
    ['owner in a province, licensed for its region', { licences: [{ country: 'ES', region: 'ES-MD' }], ownerLocation: { country: 'ES', region: 'ES-M', within: ['ES-MD'] } }, 'telemedicine'],
    ['owner in a region, licensed only for a province of it', { licences: [{ country: 'ES', region: 'ES-M' }], ownerLocation: { country: 'ES', region: 'ES-MD' } }, 'teletriage'],
  ];
  for (const [name, change, kind] of cases) {
    test(`${name} → ${kind}`, () => expect(decideKind({ ...base, ...change })).toBe(kind as ReturnType<typeof decideKind>));
  }
});

describe('its parts', () => {
  test('a month back from March 31 is February 28 (calendar months, not 30 days)', () => {
    expect(examCounts('2026-02-28T10:00:00.000Z', '2026-03-31T10:00:00.000Z', 1)).toBe(true);
    expect(examCounts('2026-02-27T10:00:00.000Z', '2026-03-31T10:00:00.000Z', 1)).toBe(false);
  });
  test('an unreadable instant never makes a VCPR', () => expect(examCounts('yesterday', AT, 12)).toBe(false));
  test('a region licence covers only that region', () => {
    expect(licenceCovers(CA, CA)).toBe(true);
    expect(licenceCovers(CA, { country: 'US', region: 'US-OR' })).toBe(false);
    expect(licenceCovers({ country: 'GB', region: '' }, { country: 'GB', region: 'GB-SCT' })).toBe(true);
  });
});

describe('examInstant: a typed date is a day in the practice\'s zone (the worked examples)', () => {
  const NOW = new Date('2026-11-26T22:00:00.000Z');
  const cases: [string, string, string, string | null][] = [
    ['today in Sydney, still yesterday in UTC', '2026-11-27', 'Australia/Sydney', '2026-11-26T13:00:00.000Z'],
    ['tomorrow in Sydney', '2026-11-28', 'Australia/Sydney', null],
    ['today in New York counts from its midnight', '2026-11-26', 'America/New_York', '2026-11-26T05:00:00.000Z'],
    ['today in Los Angeles, where the day began later', '2026-11-26', 'America/Los_Angeles', '2026-11-26T08:00:00.000Z'],
    ['an instant earlier today is kept', '2026-11-26T21:00:00.000Z', 'Australia/Sydney', '2026-11-26T21:00:00.000Z'],
    ['an instant later today is now', '2026-11-27T08:00:00.000Z', 'Australia/Sydney', '2026-11-26T22:00:00.000Z'],
    ['an instant on tomorrow', '2026-11-28T01:00:00.000Z', 'Australia/Sydney', null],
    ['a day that does not exist', '2026-02-30', 'UTC', null],
    ['not a date', 'soon', 'UTC', null],
  ];
  for (const [name, value, zone, stored] of cases) {
    test(`${name}: ${value} in ${zone} → ${stored}`, () => expect(examInstant(value, NOW, zone)).toBe(stored));
  }
  test('an exam typed today makes a VCPR for a consult earlier that day', () => {
    const exam = examInstant('2026-11-27', new Date('2026-11-27T11:00:00.000Z'), 'America/New_York')!;
    expect(examCounts(exam, '2026-11-27T10:50:00.000Z', 12)).toBe(true);
  });
});

describe('examTooOld: no older than the longest VCPR window, in the practice\'s zone (the worked examples)', () => {
  // 2026-11-27, 9:00 in Sydney; still the 26th in New York.
  const NOW = new Date('2026-11-26T22:00:00.000Z');
  const cases: [string, string, string, boolean][] = [
    ['36 months back to the day', '2023-11-26T13:00:00.000Z', 'Australia/Sydney', false],
    ['the day before that', '2023-11-25T13:00:00.000Z', 'Australia/Sydney', true],
    ['a year typed wrong', '1999-05-01T04:00:00.000Z', 'America/New_York', true],
    ['36 months back in New York, where it is the 26th', '2023-11-26T05:00:00.000Z', 'America/New_York', false],
    ['a recent exam', '2026-11-01T05:00:00.000Z', 'America/New_York', false],
  ];
  for (const [name, exam, zone, old] of cases) {
    test(`${name}: ${exam} in ${zone} → ${old}`, () => expect(examTooOld(exam, NOW, zone, 36)).toBe(old));
  }
});
