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

/** A zone name from a request, or the fallback when it is missing or not an IANA zone. */
export function zoneOr(value: string | undefined, fallback: string): string {
  return value && IANAZone.isValidZone(value) ? value : fallback;
}
