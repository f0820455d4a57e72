import type { Bundle, FhirResource, Reference } from 'fhir/r4';
import { fhirId, fullUrlOf, refTo } from './records.fhir.ids';
import { ownerOf, patientOf, type FhirOwner, type FhirPet } from './records.fhir.patient';
import { allergyOf, conditionOf, immunizationOf, medicationStatementOf, nutritionOrderOf, procedureOf, type FhirRecord } from './records.fhir.history';
import { observationOf } from './records.fhir.observations';
import { documentOf } from './records.fhir.documents';
import { appointmentOf, encounterOf, recordedVisitOf, tookPlace, type PetVisit } from './records.fhir.visits';

/** The media type of a FHIR JSON answer (R4 §3.1.0.1.3). */
export const FHIR_JSON = 'application/fhir+json';

/** Everything one export is made of; `fileBase` is the site files are opened on (null: no file address travels). */
export interface FhirExportInput {
  pet: FhirPet;
  owner: FhirOwner | null;
  records: FhirRecord[];
  visits: PetVisit[];
  fileBase: string | null;
  now: Date;
  /** Resources other features add (prescriptions as MedicationRequest, …); they refer to the patient by `patientRef(pet.id)`. */
  extra?: FhirResource[];
}

/** How any resource of an export refers to the pet. */
export const patientRef = (petId: number): Reference => refTo(fhirId('pet', petId));

/** One record as its resources: its own resource, plus a DocumentReference for the files it carries. */
export function resourcesOfRecord(record: FhirRecord, patient: Reference, today: string, base: string | null): FhirResource[] {
  const document = documentOf(record, patient, base);
  const files = document ? [refTo(document.id!)] : [];
  switch (record.category) {
    case 'allergies':
      return [allergyOf(record, patient, today)];
    case 'immunizations':
      return [immunizationOf(record, patient)];
    case 'medications':
      return [medicationStatementOf(record, patient, files), ...(document ? [document] : [])];
    case 'conditions':
      return [conditionOf(record, patient, today)];
    case 'surgeries':
    case 'procedures':
      return [procedureOf(record, patient, files), ...(document ? [document] : [])];
    case 'food_plan':
      return [nutritionOrderOf(record, patient)];
    case 'hospitalizations':
    case 'consultations':
      return [recordedVisitOf(record, patient)];
  }
  const observation = observationOf(record, patient);
  return observation ? [observation] : document ? [document] : [];
}

/**
 * A pet's record as a FHIR R4 Bundle of type `collection`: the Patient first, then the owner,
 * the records in their stored order, the visits, and what other features add. Every entry's
 * fullUrl is a `urn:uuid:` derived from its row, so references resolve inside the Bundle.
 */
export function fhirBundle(input: FhirExportInput): Bundle {
  const patient = patientRef(input.pet.id);
  const today = input.now.toISOString().slice(0, 10);
  const resources: FhirResource[] = [
    patientOf(input.pet),
    ...(input.owner ? [ownerOf(input.owner, input.pet.id)] : []),
    ...input.records.flatMap((record) => resourcesOfRecord(record, patient, today, input.fileBase)),
    ...input.visits.flatMap((visit) => [appointmentOf(visit, patient, input.now), ...(tookPlace(visit, input.now) ? [encounterOf(visit, patient)] : [])]),
    ...(input.extra ?? []),
  ];
  return {
    resourceType: 'Bundle',
    id: fhirId(`export-${input.now.getTime()}`, input.pet.id),
    meta: { lastUpdated: input.now.toISOString() },
    type: 'collection',
    timestamp: input.now.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: fullUrlOf(resource.id!), resource })),
  };
}
