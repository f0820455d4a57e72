/**
 * Dates and times in a named zone for the islands, from the browser's own `Intl` instead of luxon
 * (21.7 KB gzipped, the largest part of the practice site's JavaScript budget).
 * The calculations give luxon's answer for the same question (tests/unit/islands-zoned-format.test.ts);
 * what a person reads (`zonedWhen`) is worded in their locale.
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

/** One zone-name formatter per locale, zone and kind: building an Intl formatter is the costly part. */
const zoneNameFormatters = new Map<string, Intl.DateTimeFormat | null>();

/** The name `locale` gives `zone` at the instant, of that kind; null when this runtime knows neither. */
function zoneNameIn(ms: number, zone: string, locale: string, kind: 'short' | 'shortGeneric'): string | null {
  const key = `${locale}\u0000${zone}\u0000${kind}`;
  let format = zoneNameFormatters.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: kind });
    } catch {
      format = null;
    }
    zoneNameFormatters.set(key, format);
  }
  return format?.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? null;
}

/** A name that is only an offset ("GMT-5", "GMT+5:30", "UTC−3"): what Intl falls back to when a locale knows no name. */
const isOffset = (name: string) => /^(GMT|UTC)\s*[+\-\u2212]\d/.test(name);

/**
 * The zone's name at that instant as people know it: the reader's locale's abbreviation ("EST",
 * "GMT", "CET"); where that locale has only an offset (en-GB says "GMT-5" for New York), the US
 * or British abbreviation ("EST"/"EDT", "BST", "CET"); where neither has one, the locale's name
 * of the zone's place ("India Time", "hora de Sídney"); the offset only when nothing else is
 * known. `places: false` skips the place's name, where there is no room for it (a one-segment
 * SMS). An unknown zone reads as UTC (decision 0046).
 */
export function zoneName(at: number | string, zone: string, locale = 'en-US', places = true): string {
  const ms = instant(at);
  const names = [zoneNameIn(ms, zone, locale, 'short'), zoneNameIn(ms, zone, 'en-US', 'short'), zoneNameIn(ms, zone, 'en-GB', 'short'), places ? zoneNameIn(ms, zone, locale, 'shortGeneric') : null];
  const known = names.find((name) => name && !isOffset(name));
  return known ?? names.find((name) => name) ?? 'UTC';
}

type Style = 'short' | 'at' | 'long' | 'date' | 'time' | 'clock';

/** The Intl options of each part a style is made of: the date alone, the time with its zone, or both in one. */
const PARTS = {
  date: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  clock: { hour: 'numeric', minute: '2-digit' },
  at: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per locale, zone and part: building an Intl formatter is the costly part. */
const wordings = new Map<string, Intl.DateTimeFormat>();

function wording(locale: string, zone: string, part: keyof typeof PARTS): Intl.DateTimeFormat {
  const key = `${locale}\u0000${zone}\u0000${part}`;
  let format = wordings.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...PARTS[part], timeZone: zone });
    } catch {
      // Not a zone (or locale) this runtime knows: UTC in US English rather than a broken page.
      format = new Intl.DateTimeFormat('en-US', { ...PARTS[part], timeZone: 'UTC' });
    }
    wordings.set(key, format);
  }
  return format;
}

/** Intl puts a narrow no-break space before "PM" in some runtimes and not others: one space, so a page and an island agree. */
const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The part's words for the instant, its zone (when it names one) by the name people know (zoneName). */
function worded(locale: string, zone: string, part: keyof typeof PARTS, ms: number): string {
  const format = wording(locale, zone, part);
  if (!('timeZoneName' in PARTS[part])) return format.format(ms);
  const shownZone = format.resolvedOptions().timeZone ?? zone;
  return format
    .formatToParts(ms)
    .map((piece) => (piece.type === 'timeZoneName' ? zoneName(ms, shownZone, locale) : piece.value))
    .join('');
}

/**
 * The one way a time is shown to a person, server pages, e-mails and islands alike: in their zone,
 * the zone always named, in their locale (12 or 24 hours as the locale has it):
 *   'short' "Tue, Mar 3, 2026 · 2:30 PM EST"       (lists, detail pages)
 *   'at'    "Tue, Mar 3, 2026, 2:30 PM EST"        (the wizard)
 *   'date'  "Tue, Mar 3, 2026"                     (the widget's confirm question, with 'time')
 *   'long'  "Tuesday, March 3, 2026 at 2:30 PM EST" (e-mails)
 *   'time'  "2:30 PM EST"                          (chat messages)
 *   'clock' "2:30 PM"                              (a slot button, under the zone it was picked in)
 * en-GB reads "Tue, 3 Mar 2026 · 14:30 GMT"; es-ES "mar, 3 mar 2026 · 14:30 CET". The zone is named as
 * people know it (zoneName): en-GB reads New York's 2:30 PM as "14:30 EST", not "14:30 GMT-5".
 */
export function zonedWhen(at: number | string, zone: string, style: Style = 'short', locale = 'en-US'): string {
  const ms = instant(at);
  if (style === 'short') return spaced(`${worded(locale, zone, 'date', ms)} · ${worded(locale, zone, 'time', ms)}`);
  return spaced(worded(locale, zone, style, ms));
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
