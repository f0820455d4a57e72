import { DateTime, IANAZone } from 'luxon';

/** The one way an appointment time is shown: "Tue, Mar 3, 2026 · 14:30 EST", in the reader's zone. */
export function formatSlot(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toFormat("ccc, LLL d, yyyy '·' HH:mm ZZZZ");
}

/** A zone name from a request, or the fallback when it is missing or not an IANA zone. */
export function zoneOr(value: string | undefined, fallback: string): string {
  return value && IANAZone.isValidZone(value) ? value : fallback;
}
