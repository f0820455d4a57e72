import { describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { addDays, localMonth, weekdayOf, zonedInstant, zonedIsoDate, zonedLongDate, zonedTime, zonedWeekday } from '../../islands/lib/zoned-format';
import { weeklyHours } from '../../islands/OpeningHours';

/**
 * The islands format zoned dates with Intl instead of luxon (issue 18, JavaScript budgets):
 * each answer must be luxon's, around daylight-saving changes too, in zones with half-hour
 * (Lord Howe) and 45-minute (Chatham) offsets, and where midnight itself is skipped (Santiago).
 */
const ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/Santiago', 'America/St_Johns'];

/** Every 40 minutes across the days of each 2026 change in these zones, and some ordinary days. */
const DAYS = ['2026-01-15', '2026-03-08', '2026-03-29', '2026-04-04', '2026-04-05', '2026-06-30', '2026-09-05', '2026-09-06', '2026-09-27', '2026-10-04', '2026-10-25', '2026-11-01', '2026-12-31'];
const INSTANTS = DAYS.flatMap((day) => Array.from({ length: 48 * 1.5 }, (_, i) => Date.parse(`${day}T00:00:00Z`) - 14 * 3_600_000 + i * 40 * 60_000));

describe('zoned dates in the islands give luxon’s answers', () => {
  test('an instant’s time, ISO date, long date and weekday in a zone', () => {
    const ours: unknown[] = [];
    const luxons: unknown[] = [];
    for (const zone of ZONES) {
      for (const ms of INSTANTS) {
        const lux = DateTime.fromMillis(ms, { zone });
        const iso = new Date(ms).toISOString();
        ours.push([zone, iso, zonedTime(iso, zone), zonedIsoDate(ms, zone), zonedLongDate(iso, zone), zonedWeekday(ms, zone)]);
        luxons.push([zone, iso, lux.toFormat('HH:mm'), lux.toISODate(), lux.toFormat('ccc, LLL d, yyyy'), lux.weekday]);
      }
    }
    expect(ours).toEqual(luxons);
  });

  test('a wall-clock time on a date in a zone, including times the clocks skip or repeat', () => {
    const times = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`).concat(['02:15', '02:45', '01:45', '03:15']);
    const ours: string[] = [];
    const luxons: string[] = [];
    for (const zone of ZONES) {
      for (const day of DAYS) {
        for (const time of times) {
          const [hour, minute] = time.split(':').map(Number);
          ours.push(`${zone} ${day} ${time} → ${new Date(zonedInstant(day, time, zone)).toISOString()}`);
          luxons.push(`${zone} ${day} ${time} → ${DateTime.fromISO(day, { zone }).set({ hour, minute }).toUTC().toISO()}`);
        }
      }
    }
    expect(ours).toEqual(luxons);
  });

  test('plain dates: days later, weekday, and the month it is', () => {
    for (const day of [...DAYS, '2024-02-28', '2028-12-31']) {
      for (const n of [0, 1, 30, 90, 366]) expect(addDays(day, n)).toBe(DateTime.fromISO(day).plus({ days: n }).toISODate()!);
      expect(weekdayOf(day)).toBe(DateTime.fromISO(day).weekday);
    }
    expect(localMonth(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(localMonth()).toBe(DateTime.now().toFormat('yyyy-MM'));
  });
});

/** The opening hours as they were computed with luxon, kept as the reference. */
function luxonWeeklyHours(timezone: string, schedule: { days: string[]; from: string; to: string }[], weekdays: string[], zone: string, now: DateTime) {
  const byDay = new Map<string, Set<string>>();
  const clinicToday = now.setZone(timezone).startOf('day');
  for (let offset = 0; offset < 7; offset++) {
    const day = clinicToday.plus({ days: offset });
    for (const row of schedule) {
      if (!row.days.includes(weekdays[day.weekday - 1]!)) continue;
      const [fh, fm] = row.from.split(':').map(Number);
      const [th, tm] = row.to.split(':').map(Number);
      const start = day.set({ hour: fh, minute: fm }).setZone(zone);
      const end = day.set({ hour: th, minute: tm }).setZone(zone);
      const key = weekdays[start.weekday - 1]!;
      if (!byDay.has(key)) byDay.set(key, new Set());
      byDay.get(key)!.add(`${start.toFormat('HH:mm')}–${end.toFormat('HH:mm')}`);
    }
  }
  return new Map(weekdays.filter((d) => byDay.has(d)).map((d) => [d, [...byDay.get(d)!].sort()]));
}

/** "Now" a few days before each change, so the coming week spans it. */
const WEEKS = ['2026-03-05', '2026-03-26', '2026-04-02', '2026-09-03', '2026-09-24', '2026-10-01', '2026-10-22', '2026-10-29'];

test('the opening hours in any zone are the ones luxon worked out, across daylight-saving weeks', () => {
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const schedule = [
    { days: ['Monday', 'Wednesday', 'Friday'], from: '09:00', to: '17:30' },
    { days: ['Saturday', 'Sunday'], from: '01:30', to: '03:00' },
    { days: ['Tuesday', 'Thursday', 'Sunday'], from: '18:45', to: '23:15' },
  ];
  const consultations = [{ type: 1, duration: 30, price: 0, schedule }];
  const ours: unknown[] = [];
  const luxons: unknown[] = [];
  for (const clinic of ZONES) {
    for (const visitor of ZONES) {
      for (const day of WEEKS) {
        const now = Date.parse(`${day}T12:00:00Z`);
        ours.push([clinic, visitor, day, [...weeklyHours(clinic, consultations, weekdays, visitor, now)]]);
        luxons.push([clinic, visitor, day, [...luxonWeeklyHours(clinic, schedule, weekdays, visitor, DateTime.fromMillis(now))]]);
      }
    }
  }
  expect(ours).toEqual(luxons);
});
