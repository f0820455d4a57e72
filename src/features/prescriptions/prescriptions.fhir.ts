import type { MedicationRequest, Reference } from 'fhir/r4';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can } from '../../lib/policy';
import { fhirId, refTo } from '../records/records.fhir.ids';
import type { FhirPet } from '../records/records.fhir.patient';
import { prescriptionsOfPet } from './prescriptions.service';
import type { Prescription } from './prescriptions.repo';

/** UCUM's day, for the supply a prescription covers. */
const DAYS = { unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' } as const;

/** One prescription as FHIR R4 MedicationRequest: an order, with its dose as text, its refills as repeats and, for a refill's renewal, the prescription it renews. */
export function medicationRequestOf(rx: Prescription, patient: Reference): MedicationRequest {
  const dose = [rx.dose, rx.frequency, rx.quantity].filter(Boolean).join('; ');
  return {
    resourceType: 'MedicationRequest',
    id: fhirId('prescription', rx.id),
    status: rx.status === 'active' ? 'active' : 'completed',
    intent: 'order',
    subject: patient,
    medicationCodeableConcept: { text: `${rx.drug} ${rx.strength}`.trim() },
    authoredOn: rx.issued_at,
    dosageInstruction: [{ text: rx.instructions ? `${dose}. ${rx.instructions}` : dose }],
    dispenseRequest: { numberOfRepeatsAllowed: rx.refills_allowed, expectedSupplyDuration: { value: rx.duration_days, ...DAYS } },
    ...(rx.refill_of !== null ? { priorPrescription: refTo(fhirId('prescription', rx.refill_of)) } : {}),
  };
}

/**
 * The pet's prescriptions for its FHIR export: those the reader may read, as its PDF link asks. A team
 * member reads every one of their practice's, as on the pet's Medications and Prescriptions records;
 * a MedicationRequest names no booking, so none shows a visit they may not see.
 */
export async function medicationRequestsOfPet(deps: AppDeps, pet: FhirPet, patient: Reference, reader: Principal): Promise<MedicationRequest[]> {
  const all = await prescriptionsOfPet(deps, pet.id);
  return all.filter((rx) => can(reader, 'prescription:read', rx)).map((rx) => medicationRequestOf(rx, patient));
}
