import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { availableSlots, isOfferedSlot, type SlotQuery } from '../../../../src/features/availability/availability.slots';
import { availableSlots as referenceSlots } from './slots.reference';

/**
 * The fast slot engine gives the same answers as the engine it replaced (kept in ./slots.reference.ts),
 * over random schedules, zones with odd offsets and clock changes, random bookings and dates on and
 * around the days the clocks change.
 */
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe', // 30-minute daylight saving at 02:00
  'Pacific/Chatham', // +12:45 / +13:45, changes at 02:45
  'Pacific/Auckland',
  'America/Santiago', // changes at midnight
  'America/Havana', // changes at midnight
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'UTC',
];
const CLOCK_CHANGE_DAYS = [
  '2026-03-08', '2026-11-01', // United States, Havana
  '2026-03-29', '2026-10-25', // Europe
  '2026-04-05', '2026-10-04', '2026-09-27', // Lord Howe, Chatham, Auckland
  '2026-04-04', '2026-09-06', // Santiago
  '2027-03-14', '2027-04-04',
];
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DAY_MS = 86_400_000;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const row = fc
  .record({
    days: fc.subarray(DAY_NAMES, { minLength: 1 }),
    from: fc.integer({ min: 0, max: 1439 }),
    length: fc.integer({ min: 1, max: 14 * 60 }),
  })
  .map(({ days, from, length }) => ({ days, from: hhmm(from), to: hhmm(Math.min(24 * 60, from + length)) }));

const viewerDate = fc.oneof(
  fc.tuple(fc.constantFrom(...CLOCK_CHANGE_DAYS), fc.integer({ min: -1, max: 1 })).map(([day, shift]) => isoDate(Date.parse(day) + shift * DAY_MS)),
  fc.integer({ min: 0, max: 700 }).map((days) => isoDate(Date.parse('2026-01-01') + days * DAY_MS)),
);

const query = fc
  .record({
    schedule: fc.array(row, { minLength: 1, maxLength: 4 }),
    duration: fc.oneof(fc.constantFrom(10, 15, 20, 30, 45, 60, 90), fc.integer({ min: 1, max: 180 })),
    listingZone: fc.constantFrom(...ZONES),
    viewerZone: fc.constantFrom(...ZONES),
    viewerDate,
    daysBefore: fc.integer({ min: -1, max: 16 }),
    nowWithinDay: fc.integer({ min: 0, max: DAY_MS - 1 }),
    leadMinutes: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
    bookings: fc.array(fc.record({ at: fc.integer({ min: -36 * 60, max: 60 * 60 }), length: fc.integer({ min: 5, max: 180 }) }), { maxLength: 25 }),
  })
  .map(({ viewerDate, daysBefore, nowWithinDay, bookings, ...rest }): SlotQuery => {
    const midnight = Date.parse(viewerDate);
    return {
      ...rest,
      viewerDate,
      now: new Date(midnight - daysBefore * DAY_MS + nowWithinDay - 12 * 3_600_000),
      booked: bookings.map(({ at, length }) => ({
        start: new Date(midnight + at * 60_000).toISOString(),
        end: new Date(midnight + (at + length) * 60_000).toISOString(),
      })),
    };
  });

describe('the fast slot engine answers as the reference engine does', () => {
  test('random schedules, zones, bookings and clock-change days give the same slots and labels', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(availableSlots(q)).toEqual(referenceSlots(q));
      }),
      { numRuns: 1500 },
    );
  });

  test('the booking check (isOfferedSlot) accepts exactly the slots the reference lists to that viewer, and nothing half a minute off', () => {
    fc.assert(
      fc.property(query, (q) => {
        const { viewerZone, viewerDate, ...rest } = q;
        for (const { start } of referenceSlots(q)) {
          expect(isOfferedSlot(rest, start, viewerZone)).toBe(true);
          expect(isOfferedSlot(rest, new Date(Date.parse(start) + 30_000).toISOString(), viewerZone)).toBe(false);
        }
        // Any other instant: offered exactly when the reference lists it on the viewer's own date of it.
        const other = new Date(Date.parse(viewerDate) + 12 * 3_600_000 + 7 * 60_000).toISOString();
        const itsDate = DateTime.fromISO(other, { zone: viewerZone }).toISODate()!;
        expect(isOfferedSlot(rest, other, viewerZone)).toBe(referenceSlots({ ...q, viewerDate: itsDate }).some((s) => s.start === other));
      }),
      { numRuns: 500 },
    );
  });

  test('every slot of a week of clock-change days in Lord Howe and Chatham matches, for viewers in both', () => {
    const schedule = [{ days: DAY_NAMES, from: '00:00', to: '24:00' }];
    for (const listingZone of ['Australia/Lord_Howe', 'Pacific/Chatham']) {
      for (const viewerZone of ['Australia/Lord_Howe', 'Pacific/Chatham', 'America/New_York']) {
        for (const change of ['2026-04-05', '2026-10-04', '2026-09-27']) {
          for (let shift = -1; shift <= 1; shift++) {
            const q: SlotQuery = { schedule, duration: 15, listingZone, viewerZone, viewerDate: isoDate(Date.parse(change) + shift * DAY_MS), now: new Date(Date.parse(change) - 5 * DAY_MS), booked: [] };
            expect(availableSlots(q)).toEqual(referenceSlots(q));
          }
        }
      }
    }
  });
});
