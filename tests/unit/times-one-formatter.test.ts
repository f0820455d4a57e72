import { describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { zoneName, zonedWhen } from '../../islands/lib/zoned-format';
import { formatSlot } from '../../src/lib/time';
import { formatMoney } from '../../src/lib/money';

/** Pages, e-mails and islands word a time one way: the reader's zone, named, on a 24-hour clock. */
const ZONES = ['UTC', 'America/Chicago', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns'];
const INSTANTS = Array.from({ length: 200 }, (_, i) => Date.parse('2026-01-01T00:00:00Z') + i * 44 * 3_600_000 + (i % 4) * 15 * 60_000);

const luxonShort = (ms: number, zone: string) => `${DateTime.fromMillis(ms, { zone }).toFormat("ccc, LLL d, yyyy '·' HH:mm")} ${zoneName(ms, zone)}`;
const luxonLong = (ms: number, zone: string) => `${DateTime.fromMillis(ms, { zone }).toFormat("cccc, LLLL d, yyyy 'at' HH:mm")} ${zoneName(ms, zone)}`;

describe('one formatter for times', () => {
  test('the server pages and the islands give the same words for a time, in every style, with the zone named', () => {
    for (const zone of ZONES) {
      for (const ms of INSTANTS) {
        const iso = new Date(ms).toISOString();
        expect(formatSlot(iso, zone)).toBe(zonedWhen(iso, zone));
        expect(zonedWhen(iso, zone)).toBe(luxonShort(ms, zone));
        expect(formatSlot(iso, zone, 'long')).toBe(luxonLong(ms, zone));
        expect(zonedWhen(iso, zone, 'at')).toBe(luxonShort(ms, zone).replace(' · ', ' at '));
        expect(zonedWhen(iso, zone, 'time')).toBe(`${DateTime.fromMillis(ms, { zone }).toFormat('HH:mm')} ${zoneName(ms, zone)}`);
      }
    }
  });

  test('the list’s "Thu, Nov 26 · 18:00 CST" and the detail name the same instant the same way; evenings stay on the 24-hour clock', () => {
    const at = '2026-11-27T00:00:00.000Z';
    expect(formatSlot(at, 'America/Chicago')).toBe('Thu, Nov 26, 2026 · 18:00 CST');
    expect(zonedWhen(at, 'America/Chicago', 'time')).toBe('18:00 CST');
    expect(zonedWhen(at, 'UTC', 'at')).toBe('Fri, Nov 27, 2026 at 00:00 UTC');
  });

  test('an unknown zone reads as UTC rather than breaking the page', () => {
    expect(zonedWhen('2026-11-27T00:00:00.000Z', 'Mars/Olympus', 'time')).toBe('00:00 UTC');
  });

  test('amounts paid and refunded carry their currency, to the cent', () => {
    expect(formatMoney(4500, 'usd')).toBe('$45.00');
    expect(formatMoney(3825, 'usd')).toBe('$38.25');
    expect(formatMoney(120000, 'eur')).toBe('€1,200.00');
  });
});
