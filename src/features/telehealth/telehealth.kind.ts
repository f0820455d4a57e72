import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import { arrivedClinicVisits, bookingBasics } from '../booking/booking.visits';
import { decideKind, type Place } from './telehealth.decide';
import { regionsAround } from './telehealth.places';
import { findBookingTelehealth, findExams, findLicencesOfPractice } from './telehealth.repo';
import { windowMonthsOf } from './telehealth.service';

export type ConsultKind = 'clinic' | 'telemedicine' | 'teletriage';

/** Every in-person exam of a pet by a practice: hand-entered ones (but those marked entered in error) and its Clinic bookings marked arrived. */
export async function examsOf(deps: AppDeps, vendorId: number, petId: number | null): Promise<string[]> {
  if (petId === null) return [];
  const [byHand, visits] = await Promise.all([findExams(deps.database.db, vendorId, petId), arrivedClinicVisits(deps, vendorId, petId)]);
  return [...byHand.filter((exam) => exam.error_reason === null).map((exam) => exam.examined_at), ...visits];
}

/** Where the practice's vets are licensed; with `loginId`, only that vet's licences. */
export async function licencedPlaces(deps: AppDeps, vendorId: number, loginId?: number): Promise<Place[]> {
  const rows = await findLicencesOfPractice(deps.database.db, vendorId);
  return rows.filter((row) => loginId === undefined || row.login_id === loginId).map((row) => ({ country: row.country, region: row.region }));
}

/** The kind of a consult from its parts, fresh from the tables (`loginId`: the vet who opens it, if known). */
export async function kindFor(deps: AppDeps, consult: { type: number; vendorId: number; petId: number | null; at: string; place: Place | null; loginId?: number }) {
  if (consult.type === CONSULTATION_TYPES.CLINIC) return 'clinic' as const;
  const [exams, licences, windowMonths] = await Promise.all([examsOf(deps, consult.vendorId, consult.petId), licencedPlaces(deps, consult.vendorId, consult.loginId), windowMonthsOf(deps, consult.vendorId)]);
  const place = consult.place && { ...consult.place, within: regionsAround(consult.place.region) };
  return decideKind({ type: consult.type, exams, licences, ownerLocation: place, at: consult.at, windowMonths });
}

/**
 * A booking's kind worked out now (not the one stored when it was booked): 'clinic' for a Clinic
 * booking; otherwise telemedicine or teletriage from its pet's exams, the owner's place given with
 * the booking and the practice's licences (only `opts.loginId`'s when a vet is named).
 */
export async function consultKindOf(deps: AppDeps, bookingId: number, opts: { loginId?: number } = {}): Promise<ConsultKind> {
  const booking = await bookingBasics(deps, bookingId);
  if (!booking) throw notFound('Appointment not found');
  if (booking.type === CONSULTATION_TYPES.CLINIC) return 'clinic';
  const facts = await findBookingTelehealth(deps.database.db, bookingId);
  const place = facts?.country ? { country: facts.country, region: facts.region ?? '' } : null;
  return kindFor(deps, { type: booking.type, vendorId: booking.vendor_id, petId: booking.pet_id, at: booking.slot, place, loginId: opts.loginId ?? facts?.vet_login_id ?? undefined });
}
