import { describe, expect, test } from 'bun:test';
import { AppError } from '../../../src/lib/errors';
import { DAY_MS, assertZone, dayIn, startOfDayIn, zoneMessage } from '../../../src/lib/time';
import { formatMoney, toUnits } from '../../../src/lib/money';
import { enabledConsultation, enabledConsultations } from '../../../src/lib/consultations';
import type { Consultation } from '../../../db/schema';

describe('days in a zone', () => {
  test('the calendar day of an instant depends on the zone', () => {
    const instant = new Date('2026-03-03T03:30:00Z');
    expect(dayIn('UTC', instant)).toBe('2026-03-03');
    expect(dayIn('America/New_York', instant)).toBe('2026-03-02');
    expect(dayIn('Asia/Tokyo', '2026-03-02T20:00:00Z')).toBe('2026-03-03');
  });

  test('the start of that day is local midnight', () => {
    const start = startOfDayIn('America/New_York', new Date('2026-03-03T03:30:00Z'));
    expect(start.toISO()).toBe('2026-03-02T00:00:00.000-05:00');
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe('assertZone', () => {
  test('lets an IANA zone or nothing through', () => {
    expect(() => assertZone('Europe/Paris')).not.toThrow();
    expect(() => assertZone(undefined)).not.toThrow();
  });

  test('refuses anything else with 422 naming the field', () => {
    let caught: unknown;
    try {
      assertZone('Mars/Olympus', 'userTZ');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).status).toBe(422);
    expect((caught as AppError).field).toBe('userTZ');
    expect((caught as AppError).message).toBe('userTZ must be an IANA timezone such as America/New_York');
    expect(zoneMessage()).toBe('tz must be an IANA timezone such as America/New_York');
    expect(zoneMessage('Timezone')).toBe('Timezone must be an IANA timezone such as America/New_York');
  });
});

describe('formatMoney', () => {
  test('to the minor unit, with the currency', () => {
    expect(formatMoney(4500, 'usd')).toBe('$45.00');
    expect(formatMoney(120000, 'eur')).toBe('€1,200.00');
  });

  test('in whole units, rounded as the old dollar formatter did', () => {
    expect(formatMoney(123450, 'usd', 'whole')).toBe('$1,235');
    expect(formatMoney(0, 'usd', 'whole')).toBe('$0');
    expect(toUnits(3825, 'USD')).toBe(38.25);
  });
});

describe('enabledConsultation', () => {
  const video = { type: 4000, status: true } as Consultation;
  const chat = { type: 6000, status: false } as Consultation;

  test('finds an enabled consultation of the type', () => {
    const listing = { id: 1, consultations: [video, chat] };
    expect(enabledConsultations(listing.consultations)).toEqual([video]);
    expect(enabledConsultation(listing, 4000, 'gone')).toEqual({ listing, consultation: video });
  });

  test('404 with the caller’s text for no listing or nothing offered; 422 for a type not offered', () => {
    expect(() => enabledConsultation(undefined, 4000, 'No listing found!')).toThrow('No listing found!');
    expect(() => enabledConsultation({ consultations: [chat] }, 6000, 'Listing not found')).toThrow('Listing not found');
    expect(() => enabledConsultation({ consultations: [video] }, 6000, 'x')).toThrow('This listing does not offer that consultation type');
  });
});
