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
 *   exam 2025-06-15T10:00Z (exactly 12 months)      → telemedicine (the window's edge counts)
 *   exam 2025-06-15T09:59Z                          → teletriage (VCPR lapsed)
 *   exam 2026-06-16 (after the consult)             → teletriage (an exam must come first)
 *   no exam                                         → teletriage
 *   no owner location given                         → teletriage
 *   type Clinic (2000), anything                    → clinic
 */
import { DateTime } from 'luxon';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import type { ConsultKind } from './telehealth.kind';

export interface Place {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** ISO 3166-2 subdivision (`US-CA`), or '' for the whole country. */
  region: string;
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

/** Whether a licence covers the place: the same country, and the whole country or the same region. */
export function licenceCovers(licence: Place, place: Place): boolean {
  if (licence.country !== place.country) return false;
  return licence.region === '' || licence.region === place.region;
}

export function decideKind(query: KindQuery): ConsultKind {
  if (query.type === CONSULTATION_TYPES.CLINIC) return 'clinic';
  const vcpr = query.exams.some((exam) => examCounts(exam, query.at, query.windowMonths));
  const place = query.ownerLocation;
  const licensed = place !== null && query.licences.some((licence) => licenceCovers(licence, place));
  return vcpr && licensed ? 'telemedicine' : 'teletriage';
}
