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
 *
 * Integer milliseconds, remembered zone offsets and a binary search over sorted bookings keep it
 * ≤ 50 µs for `bench/slots.ts`: see docs/decisions/0001-slot-engine-is-a-pure-function.md.
 */
import { DateTime } from 'luxon';
import type { ScheduleRow } from '../../../db/schema';
import { WEEKDAYS } from '../../lib/constants/weekdays';
import { LIMITS } from '../../lib/constants/limits';
import { DAY_MS, MINUTE_MS, minutesOf, zoneNamed } from '../../lib/time';
import { appNow } from '../../lib/clock';
import { clockLabel, fixOffset, localDate, zoneOffsets, type ZoneOffsets } from '../../lib/zone-offsets';
import { heldSlotsOf, type UrgentHold } from './availability.urgent-slots';

export type { UrgentHold };

export interface Interval {
  /** ISO instants. */
  start: string;
  end: string;
}

export interface SlotQuery {
  /** Read, never changed: the engine remembers what it parsed of this array. */
  schedule: readonly ScheduleRow[];
  /** Minutes. */
  duration: number;
  listingZone: string;
  viewerZone: string;
  /** YYYY-MM-DD in the viewer's zone. */
  viewerDate: string;
  now: Date;
  /** Live bookings of the listing, of any type and duration. Read, never changed (parsed once per array). */
  booked: readonly Interval[];
  daysAhead?: number;
  leadMinutes?: number;
  /** Slots held back for urgent cases (availability.urgent-slots.ts); absent: none. */
  urgent?: UrgentHold | null;
}

export interface Slot {
  /** ISO 8601 instant in UTC. */
  start: string;
  /** HH:mm in the viewer's zone. */
  label: string;
  /** A slot held for urgent cases, shown because it was released or the reader is the practice. */
  urgent?: true;
}

/** A schedule row as numbers: a bit per weekday (Mon = bit 0) and its minutes. */
interface Window {
  days: number;
  from: number;
  to: number;
}

const parsedSchedules = new WeakMap<readonly ScheduleRow[], Window[]>();

function windowsOf(schedule: readonly ScheduleRow[]): Window[] {
  let windows = parsedSchedules.get(schedule);
  if (!windows) {
    windows = schedule
      .map((row) => ({ days: WEEKDAYS.reduce((bits, day, i) => (row.days.includes(day) ? bits | (1 << i) : bits), 0), from: minutesOf(row.from), to: minutesOf(row.to) }))
      .filter((w) => w.from < w.to);
    parsedSchedules.set(schedule, windows);
  }
  return windows;
}

/** Bookings sorted by start, with the latest end among the first i + 1 of them. */
interface Bookings {
  starts: Float64Array;
  maxEnds: Float64Array;
}

const parsedBookings = new WeakMap<readonly Interval[], Bookings>();

function bookingsOf(booked: readonly Interval[]): Bookings {
  let parsed = parsedBookings.get(booked);
  if (!parsed) {
    // A booking whose start or end does not parse never blocks anything (every comparison with NaN is false).
    const pairs = booked.map((b) => [Date.parse(b.start), Date.parse(b.end)] as const).filter(([s, e]) => !Number.isNaN(s) && !Number.isNaN(e));
    pairs.sort((a, b) => a[0] - b[0]);
    const starts = new Float64Array(pairs.length);
    const maxEnds = new Float64Array(pairs.length);
    let max = -Infinity;
    pairs.forEach(([s, e], i) => {
      starts[i] = s;
      max = Math.max(max, e);
      maxEnds[i] = max;
    });
    parsed = { starts, maxEnds };
    parsedBookings.set(booked, parsed);
  }
  return parsed;
}

/** Whether [start, start + length) overlaps no booking: among the bookings starting before its end, none ends after its start. */
function isFree(bookings: Bookings, start: number, length: number): boolean {
  const { starts, maxEnds } = bookings;
  const end = start + length;
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]! < end) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 || !(maxEnds[lo - 1]! > start);
}

/** The viewer's date as read by luxon: its calendar date (UTC midnight of its fields) and the instants it starts and ends. */
interface ViewerDay {
  date: number;
  start: number;
  end: number;
}

const viewerDays = new Map<string, ViewerDay | null>();
const VIEWER_DAYS_KEPT = 4096;

function viewerDay(viewerDate: string, viewerZone: string): ViewerDay | null {
  const key = `${viewerZone} ${viewerDate}`;
  let day = viewerDays.get(key);
  if (day === undefined) {
    const parsed = DateTime.fromISO(viewerDate, { zone: zoneNamed(viewerZone) });
    const start = parsed.startOf('day');
    day = parsed.isValid ? { date: Date.UTC(parsed.year, parsed.month - 1, parsed.day), start: start.toMillis(), end: start.plus({ days: 1 }).toMillis() } : null;
    if (viewerDays.size >= VIEWER_DAYS_KEPT) viewerDays.clear();
    viewerDays.set(key, day);
  }
  return day;
}

/**
 * Maps wall-clock minutes of one calendar date in a zone to instants (null when the clocks skip
 * the minute). A date without a clock change is one subtraction per minute; on a change day it
 * follows luxon (`DateTime.fromObject` of the date, then `.set({ hour, minute })`, and
 * `.plus({ days: 1 })` for 24:00), whose offset guesses decide which of a repeated hour's two
 * instants a time gets.
 */
function wallClock(zone: ZoneOffsets, date: number): (minute: number) => number | null {
  const guess = zone.at(date);
  const offset = zone.at(date - guess * MINUTE_MS);
  const midnight = date - offset * MINUTE_MS;
  if (zone.at(midnight + DAY_MS - MINUTE_MS) === offset && zone.at(midnight) === offset) return (minute) => midnight + minute * MINUTE_MS;
  // luxon's first guess is the zone's offset at its "now", which is the app's clock (src/lib/clock.ts).
  const [localMidnight, midnightOffset] = fixOffset(zone, date, zone.at(appNow().getTime()));
  return (minute) => {
    if (minute === 24 * 60) return fixOffset(zone, localMidnight + midnightOffset * MINUTE_MS + DAY_MS, midnightOffset)[0];
    const wall = date + minute * MINUTE_MS;
    const [instant, at] = fixOffset(zone, wall, midnightOffset);
    return instant + at * MINUTE_MS === wall ? instant : null;
  };
}

/** Monday = 0 for a UTC-midnight date (1970-01-01 was a Thursday). */
const weekdayOf = (date: number) => (((Math.round(date / DAY_MS) + 3) % 7) + 7) % 7;

export function availableSlots(query: SlotQuery): Slot[] {
  const viewerZone = zoneOffsets(query.viewerZone);
  if (!viewerZone) return [];
  const urgent = new Set<number>();
  return slotInstants(query, urgent).map((ms) =>
    urgent.has(ms) ? { start: new Date(ms).toISOString(), label: clockLabel(ms, viewerZone.at(ms)), urgent: true } : { start: new Date(ms).toISOString(), label: clockLabel(ms, viewerZone.at(ms)) },
  );
}

/**
 * A clinic date's held slots (availability.urgent-slots.ts) among every slot its windows cut,
 * booked or not, so the same ones are held whatever is booked and whenever it is asked.
 */
function heldOn(hold: UrgentHold, windows: Window[], bit: number, duration: number, date: number, instantOf: (minute: number) => number | null, now: number) {
  const starts: number[] = [];
  for (const w of windows) {
    if (!(w.days & bit)) continue;
    for (let minute = w.from; minute + duration <= w.to; minute += duration) {
      const start = instantOf(minute);
      if (start !== null) starts.push(start);
    }
  }
  starts.sort((a, b) => a - b);
  const distinct = starts.filter((ms, i) => i === 0 || starts[i - 1] !== ms);
  return heldSlotsOf(hold, new Date(date).toISOString().slice(0, 10), distinct, now);
}

/** The engine itself: the free slots' instants (ms), sorted and each once, without their labels; held urgent ones shown go into `urgent`. */
function slotInstants(query: SlotQuery, urgent?: Set<number>): number[] {
  const { duration, now } = query;
  const viewerZone = zoneOffsets(query.viewerZone);
  const clinicZone = zoneOffsets(query.listingZone);
  const day = duration > 0 && viewerZone && clinicZone ? viewerDay(query.viewerDate, query.viewerZone) : null;
  if (!day || !viewerZone || !clinicZone) return [];
  const ahead = (day.date - localDate(viewerZone, now.getTime())) / DAY_MS;
  if (!(ahead >= 0 && ahead <= (query.daysAhead ?? LIMITS.BOOKING_DAYS_AHEAD))) return [];
  const earliest = now.getTime() + (query.leadMinutes ?? LIMITS.BOOKING_LEAD_MINUTES) * MINUTE_MS;
  const length = duration * MINUTE_MS;
  const windows = windowsOf(query.schedule);
  const bookings = bookingsOf(query.booked);
  const hold = query.urgent && query.urgent.share > 0 ? query.urgent : null;

  const found: number[] = [];
  // Every clinic date whose windows can reach into the viewer's date (the one before, for windows past midnight).
  const lastDate = localDate(clinicZone, day.end - 1);
  for (let date = localDate(clinicZone, day.start) - DAY_MS; date <= lastDate; date += DAY_MS) {
    const bit = 1 << weekdayOf(date);
    let instantOf: ((minute: number) => number | null) | null = null;
    let held: Map<number, boolean> | null = null;
    for (const w of windows) {
      if (!(w.days & bit)) continue;
      instantOf ??= wallClock(clinicZone, date);
      if (hold) held ??= heldOn(hold, windows, bit, duration, date, instantOf, now.getTime());
      for (let minute = w.from; minute + duration <= w.to; minute += duration) {
        const start = instantOf(minute);
        if (start === null || start < day.start || start >= day.end || start <= earliest) continue;
        const shown = held?.get(start);
        if (shown === false || !isFree(bookings, start, length)) continue;
        if (shown) urgent?.add(start);
        found.push(start);
      }
    }
  }

  found.sort((a, b) => a - b);
  return found.filter((ms, i) => i === 0 || found[i - 1] !== ms);
}

/** An ISO 8601 instant with its offset, the only form of slot the booking check takes. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether one instant is a slot the engine would offer to a viewer in `viewerZone` (the booking
 * service re-checks with this): the 15-day horizon is counted in the zone the slot was shown in.
 */
export function isOfferedSlot(query: Omit<SlotQuery, 'viewerZone' | 'viewerDate'>, slot: string, viewerZone = 'UTC'): boolean {
  const instant = ISO_INSTANT.test(slot) ? Date.parse(slot) : Number.NaN;
  const zone = zoneOffsets(viewerZone);
  if (Number.isNaN(instant) || !zone) return false;
  // The viewer's calendar date of the instant, as the list it was shown in was asked for.
  const viewerDate = new Date(localDate(zone, instant)).toISOString().slice(0, 10);
  return slotInstants({ ...query, viewerZone, viewerDate }).includes(instant);
}
