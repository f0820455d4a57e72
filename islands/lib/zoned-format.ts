/**
 * Dates and times in a named zone for the islands, from the browser's own `Intl` instead of luxon
 * (21.7 KB gzipped, the largest part of the practice site's JavaScript budget).
 * Each function gives luxon's answer for the same question (tests/unit/islands-zoned-format.test.ts):
 * names in English like the rest of the interface, hours 00–23.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** One formatter per zone: building an Intl formatter is the costly part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { hourCycle: 'h23', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    } catch {
      // Not a zone this browser knows: UTC rather than a broken island.
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(zone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** "Mon"…"Sun" and "Jan"…"Dec". */
  weekdayName: string;
  monthName: string;
}

/** What a clock on the wall in `zone` shows at the instant `ms`. */
function wallClock(ms: number, zone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(ms)) parts[part.type] = part.value;
  const number = (type: string) => Number(parts[type]);
  return { year: number('year'), month: monthNumber(parts.month!), day: number('day'), hour: number('hour') % 24, minute: number('minute'), second: number('second'), weekdayName: parts.weekday!, monthName: parts.month! };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthNumber = (name: string) => MONTHS.indexOf(name) + 1;
const two = (n: number) => String(n).padStart(2, '0');

/** `ms` as an instant: a number, or an ISO string with its offset ("2026-03-03T14:30:00.000Z"). */
const instant = (at: number | string) => (typeof at === 'number' ? at : Date.parse(at));

/** "14:30" (luxon `toFormat('HH:mm')`). */
export function zonedTime(at: number | string, zone: string): string {
  const wall = wallClock(instant(at), zone);
  return `${two(wall.hour)}:${two(wall.minute)}`;
}

/** "2026-03-03" (luxon `toISODate()`). */
export function zonedIsoDate(at: number | string, zone: string): string {
  const wall = wallClock(instant(at), zone);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}

/** "Tue, Mar 3, 2026" (luxon `toFormat('ccc, LLL d, yyyy')`). */
export function zonedLongDate(at: number | string, zone: string): string {
  const wall = wallClock(instant(at), zone);
  return `${wall.weekdayName}, ${wall.monthName} ${wall.day}, ${wall.year}`;
}

/** One "EST"-style name formatter per zone, as en-US names zones ("GMT+5:30" where it has no abbreviation). */
const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that instant: "EST" in winter, "EDT" in summer; an unknown zone reads as UTC. */
export function zoneName(at: number | string, zone: string): string {
  let format = zoneNameFormatters.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'short' });
    }
    zoneNameFormatters.set(zone, format);
  }
  return format.formatToParts(instant(at)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

const LONG_WEEKDAYS: Record<string, string> = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' };
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The one way a time is shown to a person, server pages, e-mails and islands alike: their zone,
 * named, on a 24-hour clock (as the slots are).
 *   'short' "Tue, Mar 3, 2026 · 14:30 EST"     (lists, detail pages)
 *   'at'    "Tue, Mar 3, 2026 at 14:30 EST"    (the widget's confirm question, the wizard)
 *   'long'  "Tuesday, March 3, 2026 at 14:30 EST" (e-mails)
 *   'time'  "14:30 EST"                        (chat messages)
 */
export function zonedWhen(at: number | string, zone: string, style: 'short' | 'at' | 'long' | 'time' = 'short'): string {
  const ms = instant(at);
  const wall = wallClock(ms, zone);
  const clock = `${two(wall.hour)}:${two(wall.minute)} ${zoneName(ms, zone)}`;
  if (style === 'time') return clock;
  if (style === 'long') return `${LONG_WEEKDAYS[wall.weekdayName]}, ${LONG_MONTHS[wall.month - 1]} ${wall.day}, ${wall.year} at ${clock}`;
  return `${wall.weekdayName}, ${wall.monthName} ${wall.day}, ${wall.year} ${style === 'at' ? 'at' : '·'} ${clock}`;
}

/** The weekday of a plain date, Monday 1 to Sunday 7 (luxon `weekday`). */
export function weekdayOf(isoDate: string): number {
  const sundayFirst = new Date(Date.parse(`${isoDate}T00:00:00Z`)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** The weekday in `zone` at an instant, Monday 1 to Sunday 7. */
export const zonedWeekday = (at: number | string, zone: string): number => weekdayOf(zonedIsoDate(at, zone));

/** A plain date `days` later ("2026-03-03" + 1 → "2026-03-04"); no zone is involved. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The month it is where the browser is, "2026-03" (luxon `DateTime.now().toFormat('yyyy-MM')`). */
export function localMonth(now = new Date()): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}`;
}

/** Minutes `zone` is ahead of UTC at the instant `ms` (luxon's IANAZone.offset). */
function offsetAt(ms: number, zone: string): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  const wall = wallClock(whole, zone);
  return (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - whole) / MINUTE;
}

/**
 * The instant a wall-clock time names in `zone`, resolved as luxon does (its `fixOffset`), starting
 * from the offset `guess`: a time the clocks skip moves forward by the jump, a time they repeat
 * takes the offset of the guess when it fits.
 */
function wallToInstant(localMs: number, guess: number, zone: string): number {
  const first = localMs - guess * MINUTE;
  const second = offsetAt(first, zone);
  if (second === guess) return first;
  const retry = first - (second - guess) * MINUTE;
  const third = offsetAt(retry, zone);
  if (second === third) return retry;
  return localMs - Math.min(second, third) * MINUTE;
}

/**
 * The instant of "`time` on `isoDate`" on the clocks of `zone` (luxon
 * `DateTime.fromISO(isoDate, { zone }).set({ hour, minute })`: midnight first, then the time).
 */
export function zonedInstant(isoDate: string, time: string, zone: string): number {
  const midnightLocal = Date.parse(`${isoDate}T00:00:00Z`);
  const midnight = wallToInstant(midnightLocal, offsetAt(midnightLocal, zone), zone);
  const [hour, minute] = time.split(':').map(Number);
  return wallToInstant(midnightLocal + (hour! * 60 + minute!) * MINUTE, offsetAt(midnight, zone), zone);
}
