/**
 * Zone offsets as integer arithmetic. Asking luxon (and through it Intl) for an offset costs
 * microseconds; the slot engine needs hundreds per request. Here each zone is asked a handful of
 * times per UTC day, once: the offsets at the day's two ends, and when they differ the instant of
 * the change (a binary search to the second). Every later question about an instant of that day
 * is a map look-up and a comparison.
 *
 * Assumes at most one offset change per zone per UTC day, which holds for every zone of the tz
 * database since 1970.
 */
import { IANAZone } from 'luxon';
import { DAY_MS, MINUTE_MS } from './time';

/** One UTC day of one zone: `before` until `change` (ms), `after` from it on. */
interface DaySpan {
  before: number;
  change: number;
  after: number;
}

/** How many UTC days a zone remembers before it starts again (a day is 3 numbers). */
const DAYS_PER_ZONE = 4096;

class ZoneOffsets {
  readonly #zone: IANAZone;
  readonly #days = new Map<number, DaySpan>();

  constructor(name: string) {
    this.#zone = IANAZone.create(name);
  }

  get valid(): boolean {
    return this.#zone.isValid;
  }

  /** The zone's offset from UTC in minutes at `ms`; the same number luxon's `zone.offset(ms)` gives. */
  at(ms: number): number {
    const day = Math.floor(ms / DAY_MS);
    let span = this.#days.get(day);
    if (!span) {
      span = this.#span(day);
      if (this.#days.size >= DAYS_PER_ZONE) this.#days.clear();
      this.#days.set(day, span);
    }
    // luxon drops the milliseconds before it asks, so the change is looked for to the second.
    return ms - (((ms % 1000) + 1000) % 1000) < span.change ? span.before : span.after;
  }

  #span(day: number): DaySpan {
    const start = day * DAY_MS;
    const last = start + DAY_MS - 1000;
    const before = this.#zone.offset(start);
    const after = this.#zone.offset(last);
    if (before === after) return { before, change: Infinity, after };
    // The first second whose offset is no longer `before`.
    let lo = start;
    let hi = last;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (this.#zone.offset(mid) === before) lo = mid;
      else hi = mid;
    }
    return { before, change: hi, after };
  }
}

const zones = new Map<string, ZoneOffsets>();

/** The offsets of an IANA zone, or null when the name is not one. */
export function zoneOffsets(name: string): ZoneOffsets | null {
  let zone = zones.get(name);
  if (!zone) {
    zone = new ZoneOffsets(name);
    if (!zone.valid) return null;
    zones.set(name, zone);
  }
  return zone;
}

export type { ZoneOffsets };

/** The calendar date (as the UTC midnight of its fields) on which an instant falls in a zone. */
export function localDate(zone: ZoneOffsets, ms: number): number {
  const local = ms + zone.at(ms) * MINUTE_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
}

/**
 * luxon's way of turning a wall-clock time into an instant given a first guess at the offset
 * (its `fixOffset`): in a skipped hour it moves the time forward, in a repeated hour the guess
 * decides which of the two it takes. Returns [instant, offset].
 */
export function fixOffset(zone: ZoneOffsets, localMs: number, guess: number): [number, number] {
  let utc = localMs - guess * MINUTE_MS;
  const o2 = zone.at(utc);
  if (o2 === guess) return [utc, guess];
  utc -= (o2 - guess) * MINUTE_MS;
  const o3 = zone.at(utc);
  if (o2 === o3) return [utc, o2];
  return [localMs - Math.min(o2, o3) * MINUTE_MS, Math.max(o2, o3)];
}

/** HH:mm of an instant shown at `offset` minutes from UTC. */
export function clockLabel(ms: number, offset: number): string {
  const local = ms + offset * MINUTE_MS;
  const minutes = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}
