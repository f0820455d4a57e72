import { describe, expect, test } from 'bun:test';
import { DateTime, IANAZone } from 'luxon';
import { formatSlot, isZone, zoneNamed, zoneOr } from '../../../src/lib/time';

const ZONES = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/Santiago', 'UTC'];

describe('zoneNamed', () => {
  test('gives the same offsets as luxon, every half hour across a year of clock changes, also when asked again', () => {
    const start = Date.UTC(2026, 0, 1);
    for (const name of ZONES) {
      const remembered = zoneNamed(name);
      const plain = new IANAZone(name);
      for (let ts = start; ts < start + 366 * 86_400_000; ts += 30 * 60_000) {
        const expected = plain.offset(ts);
        if (remembered.offset(ts) !== expected || remembered.offset(ts) !== expected) {
          throw new Error(`${name} at ${new Date(ts).toISOString()}: ${remembered.offset(ts)} ≠ ${expected}`);
        }
      }
    }
  });

  test('one zone per name, which luxon treats as that IANA zone', () => {
    const zone = zoneNamed('America/New_York');
    expect(zoneNamed('America/New_York')).toBe(zone);
    expect(zone.equals(IANAZone.create('America/New_York'))).toBe(true);
    const dt = DateTime.fromISO('2026-03-08T03:30', { zone });
    expect(dt.toISO()).toBe('2026-03-08T03:30:00.000-04:00');
    expect(dt.zoneName).toBe('America/New_York');
  });

  test('an unknown name is an invalid zone and is not remembered', () => {
    expect(zoneNamed('Mars/Olympus').isValid).toBe(false);
    expect(DateTime.fromISO('2026-03-08T03:30', { zone: zoneNamed('Mars/Olympus') }).isValid).toBe(false);
    expect(isZone('Mars/Olympus')).toBe(false);
  });
});

describe('zone names from requests', () => {
  test('zoneOr keeps a real zone and falls back for a missing or unknown one', () => {
    expect(zoneOr('Asia/Kolkata', 'UTC')).toBe('Asia/Kolkata');
    expect(zoneOr(undefined, 'UTC')).toBe('UTC');
    expect(zoneOr('Not/A_Zone', 'Europe/London')).toBe('Europe/London');
  });
});

describe('formatSlot', () => {
  test('shows the time in the reader’s zone with its abbreviation, across a clock change', () => {
    expect(formatSlot('2026-03-03T19:30:00.000Z', 'America/New_York')).toBe('Tue, Mar 3, 2026 · 2:30 PM EST');
    expect(formatSlot('2026-03-10T18:30:00.000Z', 'America/New_York')).toBe('Tue, Mar 10, 2026 · 2:30 PM EDT');
    expect(formatSlot('2026-03-03T19:30:00.000Z', 'America/New_York', 'long')).toBe('Tuesday, March 3, 2026 at 2:30 PM EST');
    // A zone with no abbreviation a reader knows is named by its place, not its offset from GMT.
    expect(formatSlot('2026-07-01T09:00:00.000Z', 'Asia/Kolkata')).toBe('Wed, Jul 1, 2026 · 2:30 PM India Time');
  });
});
