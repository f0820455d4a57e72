/**
 * The slot engine (architecture §6): a pure function of one object, no clock or database.
 *
 * Slots are cut every `duration` minutes of wall-clock time from each schedule window in
 * the listing's zone, then shown for the viewer's date in the viewer's zone. Worked examples
 * (listing in America/New_York, 30-minute consultations):
 *   09:00–12:00                  → 09:00 09:30 10:00 10:30 11:00 11:30
 *   09:00–10:45                  → 09:00 09:30 10:00 (10:30 would end after 10:45)
 *   09:00–12:00 and 12:00–14:00  → back to back, 12:00 once
 *   01:00–04:00 on spring-forward day (02:00–02:59 does not exist)
 *                                → 01:00 01:30 03:00 03:30 — no phantom 02:00/02:30
 *   00:00–03:00 on fall-back day (01:00–01:59 happens twice)
 *                                → 00:00 00:30 01:00 01:30 02:00 02:30 — each once
 * A viewer 13 hours ahead (Pacific/Auckland) asking for a date sees the clinic's windows of
 * the day before and of that day, whichever fall on the viewer's date.
 */
import { DateTime } from 'luxon';
import type { ScheduleRow } from '../../../db/schema';
import { WEEKDAYS } from '../../lib/constants/weekdays';
import { LIMITS } from '../../lib/constants/limits';

export interface Interval {
  /** ISO instants. */
  start: string;
  end: string;
}

export interface SlotQuery {
  schedule: ScheduleRow[];
  /** Minutes. */
  duration: number;
  listingZone: string;
  viewerZone: string;
  /** YYYY-MM-DD in the viewer's zone. */
  viewerDate: string;
  now: Date;
  /** Live bookings of the listing, of any type and duration. */
  booked: Interval[];
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

/** Whether a viewer's date can be booked at all: from today to `daysAhead` days ahead, in the viewer's zone. */
export function isBookableDate(viewerDate: string, viewerZone: string, now: Date, daysAhead: number = LIMITS.BOOKING_DAYS_AHEAD): boolean {
  const day = DateTime.fromISO(viewerDate, { zone: viewerZone });
  if (!day.isValid) return false;
  const today = DateTime.fromJSDate(now, { zone: viewerZone }).startOf('day');
  const diff = day.startOf('day').diff(today, 'days').days;
  return diff >= 0 && diff <= daysAhead;
}

export function availableSlots(query: SlotQuery): Slot[] {
  const { schedule, duration, listingZone, viewerZone, viewerDate, now } = query;
  const daysAhead = query.daysAhead ?? LIMITS.BOOKING_DAYS_AHEAD;
  const leadMs = (query.leadMinutes ?? LIMITS.BOOKING_LEAD_MINUTES) * 60_000;
  if (!(duration > 0) || !isBookableDate(viewerDate, viewerZone, now, daysAhead)) return [];

  const dayStart = DateTime.fromISO(viewerDate, { zone: viewerZone }).startOf('day');
  const dayEnd = dayStart.plus({ days: 1 });
  const earliest = now.getTime() + leadMs;
  const booked = query.booked.map((b) => [Date.parse(b.start), Date.parse(b.end)] as const);

  const found = new Map<number, DateTime>();
  // Every clinic date whose windows can reach into the viewer's date.
  let clinicDate = dayStart.setZone(listingZone).startOf('day').minus({ days: 1 });
  const lastClinicDate = dayEnd.setZone(listingZone).startOf('day');
  while (clinicDate <= lastClinicDate) {
    const dayName = WEEKDAYS[clinicDate.weekday - 1]!;
    for (const row of schedule) {
      if (!row.days.includes(dayName)) continue;
      const from = minutesOf(row.from);
      const to = minutesOf(row.to);
      if (!(from < to)) continue;
      for (let minute = from; minute + duration <= to; minute += duration) {
        const start = minute === 24 * 60 ? null : wallInstant(clinicDate, minute);
        if (!start) continue;
        const startMs = start.toMillis();
        const endMs = startMs + duration * 60_000;
        if (startMs < dayStart.toMillis() || startMs >= dayEnd.toMillis()) continue;
        if (startMs <= earliest) continue;
        if (booked.some(([bStart, bEnd]) => startMs < bEnd && bStart < endMs)) continue;
        found.set(startMs, start);
      }
    }
    clinicDate = clinicDate.plus({ days: 1 });
  }

  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ms]) => ({
      start: new Date(ms).toISOString(),
      label: DateTime.fromMillis(ms, { zone: viewerZone }).toFormat('HH:mm'),
    }));
}

/** Whether one instant is a slot the engine would offer (the booking service re-checks with this). */
export function isOfferedSlot(query: Omit<SlotQuery, 'viewerZone' | 'viewerDate'>, slot: string): boolean {
  const instant = DateTime.fromISO(slot, { zone: 'utc' });
  if (!instant.isValid) return false;
  const viewerDate = instant.toISODate()!;
  return availableSlots({ ...query, viewerZone: 'UTC', viewerDate }).some((s) => Date.parse(s.start) === instant.toMillis());
}
