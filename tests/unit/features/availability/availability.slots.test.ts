import { describe, expect, test } from 'bun:test';
import { availableSlots, isOfferedSlot, type SlotQuery } from '../../../../src/features/availability/availability.slots';

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const window = (from: string, to: string, days = EVERY_DAY) => ({ days, from, to });

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    schedule: [window('09:00', '12:00')],
    duration: 30,
    listingZone: 'America/New_York',
    viewerZone: 'America/New_York',
    viewerDate: '2026-12-02',
    now: new Date('2026-12-01T00:00:00Z'),
    booked: [],
    ...overrides,
  };
}
const labels = (q: Partial<SlotQuery>) => availableSlots(query(q)).map((s) => s.label);

describe('slots are cut every duration from each window, in the listing zone', () => {
  const cases: [string, Partial<SlotQuery>, string[]][] = [
    ['a plain morning window', {}, ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']],
    ['a window that ends before a whole duration fits', { schedule: [window('09:00', '09:45')] }, ['09:00']],
    ['back-to-back windows give each start once', { schedule: [window('09:00', '10:00'), window('10:00', '11:00')] }, ['09:00', '09:30', '10:00', '10:30']],
    ['overlapping rows give each start once', { schedule: [window('09:00', '10:00'), window('09:00', '10:00')] }, ['09:00', '09:30']],
    ['a day not in the row gives nothing (2026-12-02 is a Wednesday)', { schedule: [window('09:00', '12:00', ['Mon', 'Tue'])] }, []],
    ['a 45-minute consultation', { duration: 45, schedule: [window('09:00', '12:00')] }, ['09:00', '09:45', '10:30', '11:15']],
    ['a window ending at midnight', { schedule: [window('22:00', '24:00')], duration: 60 }, ['22:00', '23:00']],
  ];
  for (const [name, q, expected] of cases) test(name, () => expect(labels(q)).toEqual(expected));
});

describe('daylight saving', () => {
  test('New York spring-forward: a window across the skipped hour yields no phantom slots', () => {
    const slots = availableSlots(query({ viewerDate: '2026-03-08', now: new Date('2026-03-01T00:00:00Z'), schedule: [window('01:00', '04:00')] }));
    expect(slots.map((s) => s.label)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    expect(slots.map((s) => s.start)).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T06:30:00.000Z', '2026-03-08T07:00:00.000Z', '2026-03-08T07:30:00.000Z']);
  });

  test('New York spring-forward: a window wholly inside the skipped hour yields nothing', () => {
    expect(labels({ viewerDate: '2026-03-08', now: new Date('2026-03-01T00:00:00Z'), schedule: [window('02:00', '03:00')] })).toEqual([]);
  });

  test('New York fall-back: the repeated hour yields each slot once', () => {
    const slots = availableSlots(query({ viewerDate: '2026-11-01', now: new Date('2026-10-25T00:00:00Z'), schedule: [window('00:00', '03:00')] }));
    expect(slots.map((s) => s.label)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
    expect(new Set(slots.map((s) => s.start)).size).toBe(6);
    expect(slots[0]!.start).toBe('2026-11-01T04:00:00.000Z');
    expect(slots[5]!.start).toBe('2026-11-01T07:30:00.000Z');
  });

  test('London spring-forward: 01:00–02:00 does not exist, labels for a New York viewer follow both zones', () => {
    const q = { listingZone: 'Europe/London', viewerDate: '2026-03-29', now: new Date('2026-03-20T00:00:00Z'), schedule: [window('00:00', '03:00')], duration: 60 };
    expect(labels({ ...q, viewerZone: 'Europe/London' })).toEqual(['00:00', '02:00']);
    // The same instants seen from New York (still on EDT since March 8: UTC-4) fall on the 28th.
    expect(labels({ ...q, viewerZone: 'America/New_York', viewerDate: '2026-03-28' })).toEqual(['20:00', '21:00']);
  });

  test('Lord Howe: a 30-minute daylight-saving shift skips 02:00 only', () => {
    expect(
      labels({ listingZone: 'Australia/Lord_Howe', viewerZone: 'Australia/Lord_Howe', viewerDate: '2026-10-04', now: new Date('2026-09-25T00:00:00Z'), schedule: [window('01:30', '03:30')] }),
    ).toEqual(['01:30', '02:30', '03:00']);
  });
});

describe('zones with odd offsets and far-away viewers', () => {
  test('Kolkata (+5:30) seen from UTC', () => {
    expect(labels({ listingZone: 'Asia/Kolkata', viewerZone: 'UTC', schedule: [window('09:00', '11:00')] })).toEqual(['03:30', '04:00', '04:30', '05:00']);
  });

  test('a viewer 13 hours ahead sees the clinic days on both sides of their date', () => {
    // London in winter is UTC+0, Tongatapu UTC+13: 09:00–17:00 London is 22:00–06:00 the next day there.
    expect(labels({ listingZone: 'Europe/London', viewerZone: 'Pacific/Tongatapu', viewerDate: '2026-12-03', schedule: [window('09:00', '17:00')], duration: 60 })).toEqual([
      '00:00', '01:00', '02:00', '03:00', '04:00', '05:00', '22:00', '23:00',
    ]);
  });
});

describe('bookings, lead time and the booking horizon', () => {
  test('a booking of another duration removes every slot it overlaps', () => {
    const booked = [
      { start: '2026-12-02T14:15:00.000Z', end: '2026-12-02T15:00:00.000Z' }, // 09:15–10:00 New York, a 45-minute clinic visit
      { start: '2026-12-02T15:40:00.000Z', end: '2026-12-02T15:50:00.000Z' }, // 10:40–10:50
    ];
    expect(labels({ booked })).toEqual(['10:00', '11:00', '11:30']);
  });

  test('a booking that only touches a slot edge leaves it free', () => {
    expect(labels({ booked: [{ start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:30:00.000Z' }] })).toEqual(['09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  test('only slots more than one hour from now', () => {
    // now is 08:30 New York: 09:00 is 30 minutes away and 09:30 exactly an hour.
    expect(labels({ now: new Date('2026-12-02T13:30:00Z') })).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });

  test('today up to 15 days ahead, nothing before or after', () => {
    const now = new Date('2026-12-01T15:00:00Z');
    expect(labels({ now, viewerDate: '2026-11-30' })).toEqual([]);
    expect(labels({ now, viewerDate: '2026-12-16' })).toHaveLength(6);
    expect(labels({ now, viewerDate: '2026-12-17' })).toEqual([]);
  });

  test('an offered slot is recognised by instant, an off-grid one is not', () => {
    const q = query({});
    expect(isOfferedSlot(q, '2026-12-02T15:00:00.000Z')).toBe(true);
    expect(isOfferedSlot(q, '2026-12-02T15:10:00.000Z')).toBe(false);
    expect(isOfferedSlot({ ...q, booked: [{ start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T15:30:00.000Z' }] }, '2026-12-02T15:00:00.000Z')).toBe(false);
    expect(isOfferedSlot(q, 'not a date')).toBe(false);
    // The same instant written any way but ISO 8601 with its offset is not a slot the API takes.
    expect(isOfferedSlot(q, 'Wed, 02 Dec 2026 15:00:00 GMT')).toBe(false);
    expect(isOfferedSlot(q, '2026-12-02T15:00:00')).toBe(false);
    expect(isOfferedSlot(q, '2026-12-02T10:00:00.000-05:00')).toBe(true);
  });
});

describe('the booking re-check counts the horizon in the zone the slot was shown in', () => {
  test('an evening slot on the last bookable day of a viewer west of UTC is still offered', () => {
    // now: Dec 1 15:00 UTC. New York's day 15 is Dec 16; its 20:00 is Dec 17 01:00 UTC (UTC's day 16).
    const q = query({ now: new Date('2026-12-01T15:00:00Z'), schedule: [window('19:00', '21:00')], duration: 60 });
    const slot = '2026-12-17T01:00:00.000Z';
    expect(isOfferedSlot(q, slot, 'America/New_York')).toBe(true);
    expect(isOfferedSlot(q, slot, 'UTC')).toBe(false);
  });
});
