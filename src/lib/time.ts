import { DateTime, IANAZone } from 'luxon';
import { zonedWhen, zoneName } from '../../islands/lib/zoned-format';
import { unprocessable } from './errors';
import { Lru } from './lru';
import { currentReader } from './i18n';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** The instant `minutes` after `date` (before it when negative). */
export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
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

/**
 * The one way an appointment time is shown, in the reader's zone, named, in the reader's locale
 * (the islands' `zonedWhen`, so a page and an island never word one time two ways):
 *   formatSlot(iso, zone)          → "Tue, Mar 3, 2026 · 2:30 PM EST"   (en-GB: "Tue, 3 Mar 2026 · 19:30 GMT")
 *   formatSlot(iso, zone, 'long')  → "Tuesday, March 3, 2026 at 2:30 PM EST"
 *   formatSlot(iso, zone, 'date')  → "Tue, Mar 3, 2026"   (a day, such as an exam's: the day it is in `zone`)
 */
export function formatSlot(iso: string, zone: string, style: 'short' | 'long' | 'date' | 'time' | 'clock' = 'short'): string {
  const { locale } = currentReader();
  const key = `${locale} ${style} ${zone} ${iso}`;
  let text = formattedSlots.get(key);
  if (text === undefined) {
    text = zonedWhen(iso, zone, style, locale);
    formattedSlots.set(key, text);
  }
  return text;
}

/** The zone's abbreviation at an instant where one is known ("EST", "CEST"), else its offset ("GMT-3"): for a one-segment SMS, with no room for a place's name. */
export function zoneAbbreviation(iso: string, zone: string): string {
  return zoneName(iso, zone, currentReader().locale, false);
}

/**
 * A calendar date with no time of day (a record's date, a waitlist's days, a vaccine's due date),
 * in the reader's locale by the one formatter of times: formatDate('2026-12-10') → "Thu, Dec 10,
 * 2026" (en-GB "Thu, 10 Dec 2026", es-ES "jue, 10 dic 2026"). Read at noon UTC, so no zone moves
 * it to another day. Text that is not such a date is shown as given.
 */
export function formatDate(isoDate: string): string {
  const noon = `${isoDate}T12:00:00.000Z`;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? Date.parse(noon) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString() !== noon) return isoDate;
  return formatSlot(noon, 'UTC', 'date');
}

/**
 * Times already written out: the same bookings are shown on every load of a list, and luxon's
 * parse and format were a seventh of an appointment list's time (CPU profile).
 */
const formattedSlots = new Lru<string, string>(20_000);

/** How many offsets a zone remembers before it starts again. */
const OFFSETS_PER_ZONE = 4096;

/**
 * An IANA zone that remembers the offsets luxon asks it for. luxon works each one out with an
 * Intl call, and the same instants come back on every request: the midnights and day ends of
 * the dates a slot search walks. An instant's offset never changes while the process runs.
 */
class RememberedZone extends IANAZone {
  readonly #offsets = new Map<number, number>();

  override offset(ts: number): number {
    let minutes = this.#offsets.get(ts);
    if (minutes === undefined) {
      minutes = super.offset(ts);
      if (this.#offsets.size >= OFFSETS_PER_ZONE) this.#offsets.clear();
      this.#offsets.set(ts, minutes);
    }
    return minutes;
  }
}

const rememberedZones = new Map<string, RememberedZone>();

/** The luxon zone for an IANA name, to pass wherever luxon takes a zone. Unknown names get luxon's own (invalid) zone. */
export function zoneNamed(name: string): IANAZone {
  let zone = rememberedZones.get(name);
  if (!zone) {
    if (!isZone(name)) return IANAZone.create(name);
    zone = new RememberedZone(name);
    rememberedZones.set(name, zone);
  }
  return zone;
}

/** Zone names found valid. luxon asks Intl anew on every call, and a request may ask several times. */
const knownZones = new Set<string>();

/** Whether `name` is an IANA zone ("America/New_York"). Only valid names are remembered, so junk input cannot grow the set. */
export function isZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  if (!IANAZone.isValidZone(name)) return false;
  knownZones.add(name);
  return true;
}

/** The zone a practice works in when it has said nothing else (the product's home market). */
export const DEFAULT_PRACTICE_ZONE = 'America/New_York';

/** Every IANA zone this runtime knows, for a server-rendered select. */
export function zoneList(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** What a person reads when a zone is not one: "tz must be an IANA timezone such as America/New_York". */
export function zoneMessage(label = 'tz'): string {
  return `${label} must be an IANA timezone such as America/New_York`;
}

/** A zone a page or API named, left out (undefined) or an IANA name; otherwise 422 naming `field`. */
export function assertZone(zone: string | undefined, field = 'tz'): void {
  if (zone !== undefined && !isZone(zone)) throw unprocessable(zoneMessage(field), field);
}

/** The start of the calendar day an instant falls on in `zone` (an ISO text is read in that zone). */
export function startOfDayIn(zone: string, instant: Date | string): DateTime {
  const at = typeof instant === 'string' ? DateTime.fromISO(instant, { zone: zoneNamed(zone) }) : DateTime.fromJSDate(instant, { zone: zoneNamed(zone) });
  return at.startOf('day');
}

/** The calendar day ("2026-03-03") an instant falls on in `zone`. */
export function dayIn(zone: string, instant: Date | string): string {
  return startOfDayIn(zone, instant).toISODate()!;
}

/** The zone whose calendar runs furthest ahead (UTC+14): no day after its today is today anywhere. */
const FURTHEST_AHEAD = 'Pacific/Kiritimati';

/** The latest day that is today somewhere on Earth at `now`: the bound for a day typed by someone whose zone is not known. */
export function todayAnywhere(now: Date): string {
  return dayIn(FURTHEST_AHEAD, now);
}

/** The reader's today at `now` ("2026-03-03"): in their browser's zone when it has said, else `todayAnywhere`, so nobody's today is taken for the future (decision 0045). */
export function readerToday(now: Date): string {
  const zone = currentReader().zone;
  return zone ? dayIn(zone, now) : todayAnywhere(now);
}

/** A zone name from a request, or the fallback when it is missing or not an IANA zone. */
export function zoneOr(value: string | undefined, fallback: string): string {
  return value && isZone(value) ? value : fallback;
}
