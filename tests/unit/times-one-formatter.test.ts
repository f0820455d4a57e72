import { describe, expect, test } from 'bun:test';
import { zonedWhen } from '../../islands/lib/zoned-format';
import { asReader, languageOfTag, readerFor } from '../../src/lib/i18n';
import { formatDate, formatSlot } from '../../src/lib/time';
import { formatMoney } from '../../src/lib/money';

/** Pages, e-mails and islands word a time one way: the reader's zone, named, in the reader's locale (12 or 24 hours as it has it). */
const ZONES = ['UTC', 'America/Chicago', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns'];
const INSTANTS = Array.from({ length: 200 }, (_, i) => Date.parse('2026-01-01T00:00:00Z') + i * 44 * 3_600_000 + (i % 4) * 15 * 60_000);

const LOCALES = ['en-US', 'en-GB', 'es-ES', 'es-MX'];
const wall = (ms: number, zone: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(ms).replace(/[\u202f\u00a0]/g, ' ');
const DATE = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
/** Intl's own words for the time, without the zone's name. */
const clockOf = (ms: number, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { ...TIME, timeZone: zone })
    .formatToParts(ms)
    .filter((part) => part.type !== 'timeZoneName')
    .map((part) => part.value)
    .join('')
    .replace(/[\u202f\u00a0]/g, ' ')
    .trim();

describe('one formatter for times', () => {
  test('the server pages and the islands give the same words for a time, in every style and locale, with the zone named', () => {
    for (const locale of LOCALES) {
      for (const zone of ZONES) {
        for (const ms of INSTANTS) {
          const iso = new Date(ms).toISOString();
          const time = zonedWhen(iso, zone, 'time', locale);
          asReader(readerFor(languageOfTag(locale)!, locale), () => {
            expect(formatSlot(iso, zone)).toBe(zonedWhen(iso, zone, 'short', locale));
            expect(formatSlot(iso, zone, 'long')).toBe(zonedWhen(iso, zone, 'long', locale));
            expect(formatSlot(iso, zone, 'time')).toBe(time);
          });
          expect(zonedWhen(iso, zone, 'short', locale)).toBe(`${wall(ms, zone, locale, DATE)} · ${time}`);
          expect(zonedWhen(iso, zone, 'at', locale)).toEndWith(time);
          expect(zonedWhen(iso, zone, 'long', locale)).toEndWith(time);
          // The clock as the locale reads it, then the zone named as people know it: never a bare offset from GMT.
          expect(time).toStartWith(`${clockOf(ms, zone, locale)} `);
          expect(time.length).toBeGreaterThan(clockOf(ms, zone, locale).length + 2);
          expect(time).not.toMatch(/(GMT|UTC)\s*[+\-\u2212]\d/);
        }
      }
    }
  });

  test('US English reads a 12-hour clock, British English and Spanish a 24-hour one, each naming the zone', () => {
    const at = '2026-11-27T00:00:00.000Z';
    expect(formatSlot(at, 'America/Chicago')).toBe('Thu, Nov 26, 2026 · 6:00 PM CST');
    expect(zonedWhen(at, 'America/Chicago', 'time')).toBe('6:00 PM CST');
    expect(zonedWhen(at, 'UTC', 'at')).toBe('Fri, Nov 27, 2026, 12:00 AM UTC');
    expect(zonedWhen(at, 'America/Chicago', 'long')).toBe('Thursday, November 26, 2026 at 6:00 PM CST');
    expect(zonedWhen(at, 'Europe/London', 'short', 'en-GB')).toBe('Fri, 27 Nov 2026 · 00:00 GMT');
    expect(zonedWhen(at, 'Europe/Madrid', 'time', 'es-ES')).toBe('1:00 CET');
    asReader(readerFor('en', 'en-GB'), () => expect(formatSlot(at, 'America/Chicago', 'time')).toBe('18:00 CST'));
  });

  test('zones are named as people know them, whatever the reader’s locale: abbreviations where they exist, else the place', () => {
    const winter = '2026-01-15T15:00:00.000Z';
    const summer = '2026-07-15T15:00:00.000Z';
    const cases: [zone: string, locale: string, at: string, name: string][] = [
      ['America/New_York', 'en-GB', winter, 'EST'],
      ['America/New_York', 'en-GB', summer, 'EDT'],
      ['America/New_York', 'es-ES', winter, 'EST'],
      ['America/New_York', 'en-US', summer, 'EDT'],
      ['Europe/London', 'en-US', summer, 'BST'],
      ['Europe/London', 'en-GB', winter, 'GMT'],
      ['Europe/Madrid', 'en-US', summer, 'CEST'],
      ['America/Los_Angeles', 'es-MX', winter, 'PST'],
      ['Asia/Kolkata', 'en-GB', winter, 'India Time'],
      ['Asia/Kolkata', 'es-ES', winter, 'hora de India'],
      ['Australia/Sydney', 'en-US', winter, 'Sydney Time'],
      ['UTC', 'en-GB', winter, 'UTC'],
    ];
    for (const [zone, locale, at, name] of cases) expect({ zone, locale, at, time: zonedWhen(at, zone, 'time', locale) }).toEqual({ zone, locale, at, time: expect.stringMatching(new RegExp(` ${name}$`)) });
    asReader(readerFor('en', 'en-GB'), () => expect(formatSlot(winter, 'America/New_York', 'long')).toBe('Thursday, 15 January 2026 at 10:00 EST'));
  });

  test('a date with no time of day is worded by the same formatter, in the reader’s locale, on its own day', () => {
    const cases: [language: 'en' | 'es', locale: string, words: string][] = [
      ['en', 'en-US', 'Thu, Dec 10, 2026'],
      ['en', 'en-GB', 'Thu, 10 Dec 2026'],
      ['es', 'es-ES', 'jue, 10 dic 2026'],
    ];
    for (const [language, locale, words] of cases) asReader(readerFor(language, locale), () => expect(formatDate('2026-12-10')).toBe(words));
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('soon')).toBe('soon');
  });

  test('an unknown zone reads as UTC rather than breaking the page', () => {
    expect(zonedWhen('2026-11-27T00:00:00.000Z', 'Mars/Olympus', 'time')).toBe('12:00 AM UTC');
  });

  test('amounts paid and refunded carry their currency, to the cent', () => {
    expect(formatMoney(4500, 'usd')).toBe('$45.00');
    expect(formatMoney(3825, 'usd')).toBe('$38.25');
    expect(formatMoney(120000, 'eur')).toBe('€1,200.00');
  });
});
