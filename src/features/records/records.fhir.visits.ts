import type { Appointment, Encounter, Reference, FhirResource } from 'fhir/r4';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { port } from '../../lib/ports';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { CONSULTATION_TYPES, consultationTypeLabel } from '../../lib/constants/consultation-types';
import { compact, fhirId, refTo, textOf } from './records.fhir.ids';
import type { FhirPet } from './records.fhir.patient';

/** A booking of the pet as the export reads it. */
export interface PetVisit {
  id: number;
  slot: string;
  slot_end: string;
  status: number;
  type: number;
  vendor_id: number;
  /** The listing booked (its title). */
  listing: string;
  /** What the owner wrote the visit is about. */
  reason: string | null;
  created_at: string;
}

/**
 * What the export asks of the features above records (they may not be imported): `createApp` provides it.
 * Each answers only what `reader` may see on its own screens, asked of the policy one object at a time.
 */
export interface FhirSources {
  /** The pet's bookings by its owner (holds left out), oldest first: those the reader may `booking:see`. */
  visitsOfPet(deps: AppDeps, pet: { id: number; user_id: number }, reader: Principal): Promise<PetVisit[]>;
  /** More resources about the pet (prescriptions as MedicationRequest, …) the reader may read, each referring to `patient`. */
  more?: ((deps: AppDeps, pet: FhirPet, patient: Reference, reader: Principal) => Promise<FhirResource[]>)[];
}
export const fhirSourcesPort = port<FhirSources>('records: FhirSources');

const STATUS: Record<number, Appointment['status']> = {
  [BOOKING_STATUS.IN_PROGRESS]: 'pending',
  [BOOKING_STATUS.COMPLETE]: 'booked',
  [BOOKING_STATUS.RESCHEDULED]: 'cancelled',
  [BOOKING_STATUS.CANCELED]: 'cancelled',
  [BOOKING_STATUS.NO_SHOW]: 'noshow',
  [BOOKING_STATUS.ATTENDED]: 'fulfilled',
};
const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';

/** A booking as an Appointment; a confirmed one that has ended is `fulfilled`, as a visit marked arrived. */
export function appointmentOf(visit: PetVisit, patient: Reference, now: Date): Appointment {
  const minutes = Math.round((Date.parse(visit.slot_end) - Date.parse(visit.slot)) / 60_000);
  return compact({
    resourceType: 'Appointment' as const,
    id: fhirId('booking', visit.id),
    status: tookPlace(visit, now) ? 'fulfilled' : (STATUS[visit.status] ?? 'booked'),
    serviceType: [{ text: consultationTypeLabel(visit.type) }],
    description: textOf(visit.listing),
    start: visit.slot,
    end: visit.slot_end,
    minutesDuration: minutes > 0 ? minutes : undefined,
    created: visit.created_at.slice(0, 10),
    comment: textOf(visit.reason),
    participant: [
      { actor: patient, status: 'accepted' as const },
      { actor: { display: textOf(visit.listing) ?? consultationTypeLabel(visit.type) }, status: 'accepted' as const },
    ],
  });
}

/** A visit that took place: marked arrived, or a confirmed one that has ended. */
export const tookPlace = (visit: PetVisit, now: Date) =>
  visit.status === BOOKING_STATUS.ATTENDED || (visit.status === BOOKING_STATUS.COMPLETE && Date.parse(visit.slot_end) <= now.getTime());

/** The visit as an Encounter: in person at the clinic (AMB) or virtual (VR). */
export function encounterOf(visit: PetVisit, patient: Reference): Encounter {
  const inPerson = visit.type === CONSULTATION_TYPES.CLINIC;
  return {
    resourceType: 'Encounter',
    id: fhirId('visit', visit.id),
    status: 'finished',
    class: inPerson ? { system: ACT_CODE, code: 'AMB', display: 'ambulatory' } : { system: ACT_CODE, code: 'VR', display: 'virtual' },
    type: [{ text: consultationTypeLabel(visit.type) }],
    subject: patient,
    appointment: [refTo(fhirId('booking', visit.id))],
    period: { start: visit.slot, end: visit.slot_end },
  };
}

/** A Hospitalizations or Consultations record: a visit elsewhere the owner wrote down, as a finished Encounter. */
export function recordedVisitOf(record: { id: number; category: string; details: Record<string, unknown> }, patient: Reference): Encounter {
  const d = record.details;
  const hospital = record.category === 'hospitalizations';
  const start = textOf(hospital ? d.start_date : d.visit_date);
  const end = hospital ? textOf(d.end_date) : undefined;
  const place = textOf(d.hospital);
  return compact({
    resourceType: 'Encounter' as const,
    id: fhirId('phr', record.id),
    status: 'finished' as const,
    class: hospital ? { system: ACT_CODE, code: 'IMP', display: 'inpatient encounter' } : { system: ACT_CODE, code: 'AMB', display: 'ambulatory' },
    type: textOf(d.name) ? [{ text: textOf(d.name)! }] : undefined,
    priority: hospital && d.urgent_care === 'yes' ? { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ActPriority', code: 'EM', display: 'emergency' }] } : undefined,
    subject: patient,
    period: start ? compact({ start, end }) : undefined,
    reasonCode: textOf(d.reason) ? [{ text: textOf(d.reason)! }] : undefined,
    serviceProvider: place ? { display: place } : undefined,
  });
}
