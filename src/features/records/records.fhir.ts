import type { Bundle, FhirResource, Reference } from 'fhir/r4';
import { fhirId, fullUrlOf, refTo } from './records.fhir.ids';
import { ownerOf, patientOf, type FhirOwner, type FhirPet } from './records.fhir.patient';
import { allergyOf, conditionOf, immunizationOf, medicationStatementOf, nutritionOrderOf, procedureOf, type FhirRecord } from './records.fhir.history';
import { observationOf } from './records.fhir.observations';
import { documentOf } from './records.fhir.documents';
import { provenanceOf, type FhirAuthors } from './records.fhir.provenance';
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
  /** The names of the practices and people that wrote entries (their Provenance); none: no names known. */
  authors?: FhirAuthors;
  /** Resources other features add (prescriptions as MedicationRequest, …); they refer to the patient by `patientRef(pet.id)`. */
  extra?: FhirResource[];
}

/** How any resource of an export refers to the pet. */
export const patientRef = (petId: number): Reference => refTo(fhirId('pet', petId));

const ALLERGY_VERIFICATION = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification';
const CONDITION_VERIFICATION = 'http://terminology.hl7.org/CodeSystem/condition-ver-status';

/**
 * A record's resource once the entry is marked "entered in error", in the resource's own code for
 * that, so a system that imported it before knows to retract it. AllergyIntolerance and Condition say
 * it in verificationStatus, and must then carry no clinicalStatus (R4 invariants ait-2, con-5).
 */
function enteredInError(resource: FhirResource): FhirResource {
  switch (resource.resourceType) {
    case 'AllergyIntolerance': {
      const { clinicalStatus: _, ...rest } = resource;
      return { ...rest, verificationStatus: { coding: [{ system: ALLERGY_VERIFICATION, code: 'entered-in-error', display: 'Entered in Error' }] } };
    }
    case 'Condition': {
      const { clinicalStatus: _, ...rest } = resource;
      return { ...rest, verificationStatus: { coding: [{ system: CONDITION_VERIFICATION, code: 'entered-in-error', display: 'Entered in Error' }] } };
    }
    case 'Procedure':
    case 'Immunization':
    case 'MedicationStatement':
    case 'NutritionOrder':
    case 'Encounter':
    case 'Observation':
    case 'DocumentReference':
      return { ...resource, status: 'entered-in-error' };
  }
  return resource;
}

/** One record as its resources; an entry marked entered in error keeps them, each marked so. */
export function resourcesOfRecord(record: FhirRecord, patient: Reference, today: string, base: string | null): FhirResource[] {
  const resources = resourcesAsRecorded(record, patient, today, base);
  return record.error_reason == null ? resources : resources.map(enteredInError);
}

/** One record as its resources: its own resource, plus a DocumentReference for the files it carries. */
function resourcesAsRecorded(record: FhirRecord, patient: Reference, today: string, base: string | null): FhirResource[] {
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

/** A record's resources, followed by who wrote it when a practice did. */
function withAuthor(record: FhirRecord, resources: FhirResource[], authors: FhirAuthors = { practices: {}, logins: {} }): FhirResource[] {
  const provenance = provenanceOf(record, resources, authors);
  return provenance ? [...resources, provenance] : resources;
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
    ...input.records.flatMap((record) => withAuthor(record, resourcesOfRecord(record, patient, today, input.fileBase), input.authors)),
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
