import { DateTime, IANAZone } from 'luxon';

/** One "EST"-style zone abbreviation formatter per zone: building an Intl formatter is the costly part. */
const zoneNames = new Map<string, Intl.DateTimeFormat>();

function zoneAbbreviation(ms: number, zone: string): string {
  let format = zoneNames.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    zoneNames.set(zone, format);
  }
  return format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * The one way an appointment time is shown, in the reader's zone:
 *   formatSlot(iso, zone)          → "Tue, Mar 3, 2026 · 14:30 EST"
 *   formatSlot(iso, zone, 'long')  → "Tuesday, March 3, 2026 at 14:30 EST"
 */
export function formatSlot(iso: string, zone: string, style: 'short' | 'long' = 'short'): string {
  const dt = DateTime.fromISO(iso, { zone });
  const pattern = style === 'long' ? "cccc, LLLL d, yyyy 'at' HH:mm" : "ccc, LLL d, yyyy '·' HH:mm";
  return `${dt.toFormat(pattern)} ${zoneAbbreviation(dt.toMillis(), zone)}`;
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

/** A zone name from a request, or the fallback when it is missing or not an IANA zone. */
export function zoneOr(value: string | undefined, fallback: string): string {
  return value && isZone(value) ? value : fallback;
}
