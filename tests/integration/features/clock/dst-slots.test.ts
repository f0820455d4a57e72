import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { vendor_listings } from '../../../../db/schema';
import { createClockApp, type ClockApp } from '../../../helpers/clock';
import { listingByTitle } from '../../../helpers/booking';

/**
 * A listing open all day, viewed in its own zone on the Saturday before a daylight-saving change
 * (the clock set there by POST /dev/clock): the change day lists every wall-clock slot that
 * exists that day exactly once, none missing, none doubled, through the public slots API.
 */
const VIDEO = 4000;
const SLOT_MINUTES = 15;
let app: ClockApp;

beforeAll(async () => {
  app = await createClockApp('2027-03-01T12:00:00Z');
}, 30_000);
afterAll(() => app.close());

/** A new listing of Happy Paws in `zone`, open every day from 00:00 to 24:00 for 15-minute video visits. */
async function allDayListing(zone: string): Promise<number> {
  const { id: _id, ...patel } = await listingByTitle(app, 'Dr. Maya Patel');
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const [row] = await app.db
    .insert(vendor_listings)
    .values({ ...patel, title: `All day in ${zone}`, timezone: zone, consultations: [{ status: true, type: VIDEO, duration: SLOT_MINUTES, price: 4000, schedule: [{ days, from: '00:00', to: '24:00' }] }] })
    .returning();
  return row!.id;
}

/** Every HH:mm on the quarter hour that the zone's clocks show on that date, each once. */
function wallClockSlots(date: string, zone: string): string[] {
  const labels: string[] = [];
  for (let minute = 0; minute < 24 * 60; minute += SLOT_MINUTES) {
    const label = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const at = DateTime.fromISO(`${date}T${label}`, { zone });
    if (at.toFormat('yyyy-MM-dd HH:mm') === `${date} ${label}`) labels.push(label);
  }
  return labels;
}

const CHANGE_DAYS: [zone: string, date: string, shift: string][] = [
  ['America/New_York', '2027-03-14', 'spring forward, 02:00 → 03:00'],
  ['Australia/Lord_Howe', '2027-04-04', 'back half an hour, 02:00 → 01:30'],
  ['Pacific/Chatham', '2027-04-04', 'back an hour, 03:45 → 02:45'],
  ['Pacific/Chatham', '2027-09-26', 'forward an hour, 02:45 → 03:45'],
  ['Australia/Lord_Howe', '2027-10-03', 'forward half an hour, 02:00 → 02:30'],
  ['America/New_York', '2027-11-07', 'fall back, 02:00 → 01:00'],
];

describe('a daylight-saving day in the booking horizon', () => {
  for (const [zone, date, shift] of CHANGE_DAYS) {
    test(`${zone} on ${date} (${shift}), viewed the Saturday before: every wall-clock slot once, none missing or doubled`, async () => {
      const day = DateTime.fromISO(date, { zone });
      // The fixture is a change day: the offset at its start differs from the offset at its end.
      expect(day.startOf('day').offset).not.toBe(day.endOf('day').offset);
      const saturdayNoon = day.minus({ days: 1 }).set({ hour: 12 });
      expect(saturdayNoon.weekday).toBe(6);
      expect((await app.moveClock({ at: saturdayNoon.toUTC().toISO()! })).status).toBe(200);

      const listing = await allDayListing(zone);
      const res = await app.request(`/api/public/listings/${listing}/slots?type=${VIDEO}&date=${date}&tz=${encodeURIComponent(zone)}`);
      expect(res.status).toBe(200);
      const { slots } = (await res.json()) as { slots: { start: string; label: string }[] };

      const expected = wallClockSlots(date, zone);
      // The clocks skip (spring) as many quarter hours as the offset grows; a repeated hour (autumn) is listed once.
      expect(expected.length).toBe(24 * 4 - Math.max(0, day.endOf('day').offset - day.startOf('day').offset) / SLOT_MINUTES);
      expect(slots.map((s) => s.label)).toEqual(expected);
      // Each slot is one instant, later than the one before, on that date in that zone at its label.
      for (const [i, slot] of slots.entries()) {
        const local = DateTime.fromISO(slot.start, { zone });
        expect(`${local.toISODate()} ${local.toFormat('HH:mm')}`).toBe(`${date} ${slot.label}`);
        if (i > 0) expect(Date.parse(slot.start)).toBeGreaterThan(Date.parse(slots[i - 1]!.start));
      }
    });
  }
});
