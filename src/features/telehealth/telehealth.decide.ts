/**
 * Telemedicine or teletriage: a pure function of one object, no clock or database.
 *
 * A remote consult (video, phone or chat) is telemedicine when both hold:
 *   - a VCPR: an in-person exam of this pet by this practice at or before `at` and no more than
 *     `windowMonths` calendar months before it;
 *   - the owner's location (where the pet is for the consult) lies where a vet is licensed:
 *     a licence for the whole country (region '') or for exactly that ISO 3166-2 region.
 * Otherwise it is teletriage (general advice only). A Clinic consult is `clinic`.
 * Worked examples (consult at 2026-06-15T10:00Z, window 12 months, owner in US-CA):
 *   exam 2026-01-10, licence US-CA                  → telemedicine
 *   exam 2026-01-10, licence US (whole country)     → telemedicine
 *   exam 2026-01-10, licence US-NY only             → teletriage (not licensed where the pet is)
 *   owner in ES-M (within ES-MD), licence ES-MD     → telemedicine (the region lies within the licence's)
 *   exam 2025-06-15T10:00Z (exactly 12 months)      → telemedicine (the window's edge counts)
 *   exam 2025-06-15T09:59Z                          → teletriage (VCPR lapsed)
 *   exam 2026-06-16 (after the consult)             → teletriage (an exam must come first)
 *   no exam                                         → teletriage
 *   no owner location given                         → teletriage
 *   type Clinic (2000), anything                    → clinic
 */
import { DateTime } from 'luxon';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import { dayIn, startOfDayIn } from '../../lib/time';
import type { ConsultKind } from './telehealth.kind';

export interface Place {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** ISO 3166-2 subdivision (`US-CA`), or '' for the whole country. */
  region: string;
  /** The regions `region` lies within (`ES-M` lies within `ES-MD`): a licence for one of them covers it. */
  within?: readonly string[];
}

export interface KindQuery {
  /** Consultation type code (2000 Clinic, 4000 Video, 5000 Telephonic, 6000 Chat). */
  type: number;
  /** ISO instants of this practice's in-person exams of this pet. */
  exams: readonly string[];
  /** Where the vets in question are licensed. */
  licences: readonly Place[];
  ownerLocation: Place | null;
  /** ISO instant of the consult. */
  at: string;
  windowMonths: number;
}

/** Whether an exam at `exam` makes a VCPR for a consult at `at` within `months`. */
export function examCounts(exam: string, at: string, months: number): boolean {
  const when = DateTime.fromISO(exam, { zone: 'utc' });
  const consult = DateTime.fromISO(at, { zone: 'utc' });
  if (!when.isValid || !consult.isValid) return false;
  return when <= consult && when >= consult.minus({ months });
}

/** Whether a licence covers the place: the same country, and the whole country, the same region or one it lies within. */
export function licenceCovers(licence: Place, place: Place): boolean {
  if (licence.country !== place.country) return false;
  return licence.region === '' || licence.region === place.region || (place.within ?? []).includes(licence.region);
}

export function decideKind(query: KindQuery): ConsultKind {
  if (query.type === CONSULTATION_TYPES.CLINIC) return 'clinic';
  const vcpr = query.exams.some((exam) => examCounts(exam, query.at, query.windowMonths));
  const place = query.ownerLocation;
  const licensed = place !== null && query.licences.some((licence) => licenceCovers(licence, place));
  return vcpr && licensed ? 'telemedicine' : 'teletriage';
}

/**
 * The instant an exam entered by hand is stored at, or null when it is not a date or is later than
 * today. A date alone is a day in the practice's zone and counts from that day's start, so an exam
 * typed today makes a VCPR for every consult of that day, and "today" is the practice's.
 * Worked examples (now 2026-11-26T22:00Z, zone Australia/Sydney, where it is Nov 27, 9:00):
 *   '2026-11-27'                → 2026-11-26T13:00:00.000Z (midnight in Sydney)
 *   '2026-11-28'                → null (tomorrow in Sydney)
 *   '2026-11-26T21:00:00.000Z'  → kept as given
 *   '2026-11-27T08:00:00.000Z'  → 2026-11-26T22:00:00.000Z (later today: now)
 *   '2026-02-30', 'soon'        → null
 */
export function examInstant(value: string, now: Date, zone: string): string | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const when = dateOnly ? startOfDayIn(zone, value) : DateTime.fromISO(value, { setZone: true });
  if (!when.isValid || (dateOnly && when.toISODate() !== value)) return null;
  if (dayIn(zone, when.toJSDate()) > dayIn(zone, now)) return null;
  return when.toMillis() > now.getTime() ? now.toISOString() : when.toUTC().toISO()!;
}

/**
 * Whether a hand-entered exam is older than any VCPR window a practice may set (`months`, the
 * window's maximum): it could never make a VCPR, and a date that old (1999) is a mistyped year far
 * more often than an exam worth entering here. The oldest day taken is today, `months` months
 * back, in the practice's zone; the pet's record is no bound, as pets are seen before they are added.
 * Worked examples (today 2026-11-27 in the zone, months 36):
 *   exam on 2023-11-27  → false (the oldest day taken)
 *   exam on 2023-11-26  → true
 *   exam on 1999-05-01  → true
 */
export function examTooOld(exam: string, now: Date, zone: string, months: number): boolean {
  const oldest = startOfDayIn(zone, now).minus({ months }).toISODate()!;
  return dayIn(zone, exam) < oldest;
}
