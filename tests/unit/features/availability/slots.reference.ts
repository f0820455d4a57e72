/**
 * The slot engine as it was before the fast one (kept as the reference the property test compares
 * with): luxon and Intl per date and per slot, bookings scanned for every slot. Do not optimise.
 */
import { DateTime, type Zone } from 'luxon';
import type { ScheduleRow } from '../../../../db/schema';
import { WEEKDAYS } from '../../../../src/lib/constants/weekdays';
import { LIMITS } from '../../../../src/lib/constants/limits';
import { zoneNamed } from '../../../../src/lib/time';

export interface Interval {
  /** ISO instants. */
  start: string;
  end: string;
}

export interface SlotQuery {
  schedule: readonly ScheduleRow[];
  /** Minutes. */
  duration: number;
  listingZone: string;
  viewerZone: string;
  /** YYYY-MM-DD in the viewer's zone. */
  viewerDate: string;
  now: Date;
  /** Live bookings of the listing, of any type and duration. */
  booked: readonly Interval[];
  daysAhead?: number;
  leadMinutes?: number;
}

export interface Slot {
  /** ISO 8601 instant in UTC. */
  start: string;
  /** HH:mm in the viewer's zone. */
  label: string;
}

/** Parses HH:mm (and 24:00 as the end of the day) into minutes after midnight. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return Number.NaN;
  return hours * 60 + minutes;
}

/** The instant of a wall-clock minute on a clinic date, or null when the clocks skip it. */
function wallInstant(date: DateTime, minute: number): DateTime | null {
  const dt = date.set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 });
  return dt.hour * 60 + dt.minute === minute ? dt : null;
}

const DAY_MS = 86_400_000;

/** The calendar date (as the UTC midnight of its fields) on which an instant falls in a zone. */
function localDate(zone: Zone, ms: number): number {
  const local = ms + zone.offset(ms) * 60_000;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
}

/**
 * Maps wall-clock minutes of one calendar date in a zone to instants. On a date without a
 * clock change (nearly every date) one offset serves every minute, so the engine asks the
 * zone twice per date instead of once per slot; on a change day each minute goes through luxon.
 */
function wallClock(zone: Zone, date: number) {
  const guess = zone.offset(date);
  const offset = zone.offset(date - guess * 60_000);
  const midnight = date - offset * 60_000;
  if (zone.offset(midnight + DAY_MS - 60_000) === offset && zone.offset(midnight) === offset) {
    return (minute: number): number | null => midnight + minute * 60_000;
  }
  const day = DateTime.fromMillis(date, { zone: 'utc' });
  const local = DateTime.fromObject({ year: day.year, month: day.month, day: day.day }, { zone });
  return (minute: number): number | null => (minute === 24 * 60 ? local.plus({ days: 1 }).toMillis() : (wallInstant(local, minute)?.toMillis() ?? null));
}

/** HH:mm of instants in a zone, with one offset for the whole viewer day when no clock change falls in it. */
function labeller(zone: Zone, dayStartMs: number, dayEndMs: number) {
  const steadyOffset = zone.offset(dayStartMs) === zone.offset(dayEndMs - 1) ? zone.offset(dayStartMs) : null;
  return (ms: number) => {
    const local = new Date(ms + (steadyOffset ?? zone.offset(ms)) * 60_000);
    return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  };
}

function bookableDay(viewerDate: string, viewerZone: string, now: Date, daysAhead: number): DateTime | null {
  const day = DateTime.fromISO(viewerDate, { zone: zoneNamed(viewerZone) });
  if (!day.isValid) return null;
  const diff = (Date.UTC(day.year, day.month - 1, day.day) - localDate(day.zone, now.getTime())) / DAY_MS;
  return diff >= 0 && diff <= daysAhead ? day.startOf('day') : null;
}

export function availableSlots(query: SlotQuery): Slot[] {
  const { schedule, duration, listingZone, viewerZone, viewerDate, now } = query;
  const daysAhead = query.daysAhead ?? LIMITS.BOOKING_DAYS_AHEAD;
  const leadMs = (query.leadMinutes ?? LIMITS.BOOKING_LEAD_MINUTES) * 60_000;
  const dayStart = duration > 0 ? bookableDay(viewerDate, viewerZone, now, daysAhead) : null;
  if (!dayStart) return [];
  const dayStartMs = dayStart.toMillis();
  const dayEndMs = dayStart.plus({ days: 1 }).toMillis();
  const clinicZone = zoneNamed(listingZone);
  const earliest = now.getTime() + leadMs;
  const durationMs = duration * 60_000;
  // Only bookings that reach into the viewer's day can remove one of its slots.
  const blocking = query.booked
    .map((b) => [Date.parse(b.start), Date.parse(b.end)] as const)
    .filter(([bStart, bEnd]) => bStart < dayEndMs + durationMs && bEnd > dayStartMs - durationMs);
  const isFree = (startMs: number) => !blocking.some(([bStart, bEnd]) => startMs < bEnd && bStart < startMs + durationMs);

  const found = new Set<number>();
  // Every clinic date whose windows can reach into the viewer's date (the one before, for windows past midnight).
  const lastDate = localDate(clinicZone, dayEndMs - 1);
  for (let date = localDate(clinicZone, dayStartMs) - DAY_MS; date <= lastDate; date += DAY_MS) {
    const dayName = WEEKDAYS[(new Date(date).getUTCDay() + 6) % 7]!;
    const rows = schedule.filter((row) => row.days.includes(dayName));
    if (rows.length === 0) continue;
    const instantOf = wallClock(clinicZone, date);
    for (const row of rows) {
      const from = minutesOf(row.from);
      const to = minutesOf(row.to);
      if (!(from < to)) continue;
      for (let minute = from; minute + duration <= to; minute += duration) {
        const startMs = instantOf(minute);
        if (startMs === null || startMs < dayStartMs || startMs >= dayEndMs || startMs <= earliest) continue;
        if (isFree(startMs)) found.add(startMs);
      }
    }
  }

  const label = labeller(dayStart.zone, dayStartMs, dayEndMs);
  return [...found].sort((a, b) => a - b).map((ms) => ({ start: new Date(ms).toISOString(), label: label(ms) }));
}

/**
 * Whether one instant is a slot the engine would offer to a viewer in `viewerZone` (the booking
 * service re-checks with this): the 15-day horizon is counted in the zone the slot was shown in.
 */
export function isOfferedSlot(query: Omit<SlotQuery, 'viewerZone' | 'viewerDate'>, slot: string, viewerZone = 'UTC'): boolean {
  const instant = DateTime.fromISO(slot, { zone: zoneNamed(viewerZone) });
  if (!instant.isValid) return false;
  const viewerDate = instant.toISODate()!;
  return availableSlots({ ...query, viewerZone, viewerDate }).some((s) => Date.parse(s.start) === instant.toMillis());
}
