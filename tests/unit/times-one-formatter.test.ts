import { describe, expect, test } from 'bun:test';
import { zonedWhen } from '../../islands/lib/zoned-format';
import { asReader, languageOfTag, readerFor } from '../../src/lib/i18n';
import { formatSlot } from '../../src/lib/time';
import { formatMoney } from '../../src/lib/money';

/** Pages, e-mails and islands word a time one way: the reader's zone, named, in the reader's locale (12 or 24 hours as it has it). */
const ZONES = ['UTC', 'America/Chicago', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns'];
const INSTANTS = Array.from({ length: 200 }, (_, i) => Date.parse('2026-01-01T00:00:00Z') + i * 44 * 3_600_000 + (i % 4) * 15 * 60_000);

const LOCALES = ['en-US', 'en-GB', 'es-ES', 'es-MX'];
const wall = (ms: number, zone: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(ms).replace(/[\u202f\u00a0]/g, ' ');
const DATE = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

describe('one formatter for times', () => {
  test('the server pages and the islands give the same words for a time, in every style and locale, with the zone named', () => {
    for (const locale of LOCALES) {
      for (const zone of ZONES) {
        for (const ms of INSTANTS) {
          const iso = new Date(ms).toISOString();
          const time = wall(ms, zone, locale, TIME);
          asReader(readerFor(languageOfTag(locale)!, locale), () => {
            expect(formatSlot(iso, zone)).toBe(zonedWhen(iso, zone, 'short', locale));
            expect(formatSlot(iso, zone, 'long')).toBe(zonedWhen(iso, zone, 'long', locale));
            expect(formatSlot(iso, zone, 'time')).toBe(time);
          });
          expect(zonedWhen(iso, zone, 'short', locale)).toBe(`${wall(ms, zone, locale, DATE)} · ${time}`);
          expect(zonedWhen(iso, zone, 'at', locale)).toEndWith(time);
          expect(zonedWhen(iso, zone, 'long', locale)).toEndWith(time);
          // The zone is always named: its abbreviation or its offset from GMT.
          expect(time).toMatch(/ ([A-Z]{2,5}|GMT[+-][\d:]+)$/);
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
    asReader(readerFor('en', 'en-GB'), () => expect(formatSlot(at, 'America/Chicago', 'time')).toBe('18:00 GMT-6'));
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
