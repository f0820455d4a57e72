import { describe, expect, test } from 'bun:test';
import { localDayHour, RollupTotals } from '../../../../src/features/reports/reports.rollup';
import type { BookingSnapshot as BookingFacts } from '../../../../src/features/booking/booking.changes';

describe('days are cut in the listing’s zone', () => {
  const cases: [string, string, string, number][] = [
    // instant (UTC), zone, day there, hour there
    ['2026-01-15T04:30:00.000Z', 'America/New_York', '2026-01-14', 23],
    ['2026-01-15T05:00:00.000Z', 'America/New_York', '2026-01-15', 0],
    ['2026-03-08T06:59:00.000Z', 'America/New_York', '2026-03-08', 1],
    ['2026-03-08T07:00:00.000Z', 'America/New_York', '2026-03-08', 3],
    ['2026-03-09T03:30:00.000Z', 'America/New_York', '2026-03-08', 23],
    ['2025-11-02T05:30:00.000Z', 'America/New_York', '2025-11-02', 1],
    ['2025-11-02T06:30:00.000Z', 'America/New_York', '2025-11-02', 1],
    ['2026-03-29T00:30:00.000Z', 'Europe/London', '2026-03-29', 0],
    ['2026-03-29T01:30:00.000Z', 'Europe/London', '2026-03-29', 2],
    ['2026-06-30T18:45:00.000Z', 'Asia/Kolkata', '2026-07-01', 0],
    ['2026-06-30T18:45:00.000Z', 'UTC', '2026-06-30', 18],
  ];
  for (const [iso, zone, day, hour] of cases) {
    test(`${iso} in ${zone} is ${day} at hour ${hour}`, () => {
      expect(localDayHour(iso, zone)).toEqual({ day, hour });
    });
  }
});

describe('a booking’s share of the roll-up', () => {
  const booking: BookingFacts = { id: 1, vendor_id: 1, listing_id: 2, user_id: 3, type: 2000, status: 0, slot: '2026-03-09T03:30:00.000Z', created_at: '2026-03-02T15:00:00.000Z', zone: 'America/New_York', paid: 4500, refunded: 0, first: true };

  test('a cancel moves it from the live row to the canceled row and out of the busy hours', () => {
    const totals = new RollupTotals();
    totals.add(booking);
    totals.add(booking, -1);
    totals.add({ ...booking, status: 3, refunded: 4500 });
    expect(totals.dayRows()).toEqual([{ vendor_id: 1, listing_id: 2, type: 2000, status: 3, created_day: '2026-03-02', slot_day: '2026-03-08', bookings: 1, revenue: 4500, refunds: 4500, fees: 0, new_customers: 1 }]);
    expect(totals.hourRows()).toEqual([]);
  });
});
