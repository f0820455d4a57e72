import type { AllergyIntolerance, Condition, Immunization, MedicationStatement, NutritionOrder, Procedure, Reference } from 'fhir/r4';
import { compact, dateOf, fhirId, notesOf, textOf } from './records.fhir.ids';

/** A record as the mappers read it (a phr row). */
export interface FhirRecord {
  id: number;
  category: string;
  details: Record<string, unknown>;
  created_at: string;
  /** Set when the entry was marked "entered in error" (its reason). */
  error_reason?: string | null;
  /** When it was really made, and the practice (and its person) that wrote it: null for its owner. */
  made_at?: string | null;
  author_vendor_id?: number | null;
  author_login_id?: number | null;
}

const ALLERGY_CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';

/** Ended (an end date on or before `today`, YYYY-MM-DD) or still going. */
const ended = (end: string | undefined, today: string) => end !== undefined && end <= today;
const named = (details: Record<string, unknown>) => ({ text: textOf(details.name) ?? '—' });
const reasons = (details: Record<string, unknown>) => (textOf(details.reason) ? [{ text: textOf(details.reason)! }] : undefined);

export function allergyOf(record: FhirRecord, patient: Reference, today: string): AllergyIntolerance {
  const d = record.details;
  const end = dateOf(d.end_date);
  const status = ended(end, today) ? 'resolved' : 'active';
  return compact({
    resourceType: 'AllergyIntolerance' as const,
    id: fhirId('phr', record.id),
    clinicalStatus: { coding: [{ system: ALLERGY_CLINICAL, code: status }] },
    code: named(d),
    patient,
    onsetDateTime: dateOf(d.start_date),
    lastOccurrence: end,
    reaction: textOf(d.reaction) ? [{ manifestation: [{ text: textOf(d.reaction)! }] }] : undefined,
    ...notesOf(d),
  });
}

export function immunizationOf(record: FhirRecord, patient: Reference): Immunization {
  const d = record.details;
  return compact({
    resourceType: 'Immunization' as const,
    id: fhirId('phr', record.id),
    status: 'completed' as const,
    vaccineCode: named(d),
    patient,
    occurrenceDateTime: dateOf(d.date) ?? record.created_at,
    lotNumber: textOf(d.serial),
    location: textOf(d.hospital) ? { display: textOf(d.hospital)! } : undefined,
    ...notesOf(d),
  });
}

/** The record's Medications status (Active, Inactive, Unknown) in MedicationStatement's codes. */
const MEDICATION_STATUS: Record<string, MedicationStatement['status']> = { Active: 'active', Inactive: 'completed', Unknown: 'unknown' };

/** The last day of a course: its start plus its duration in days. */
function courseEnd(start: string | undefined, days: unknown): string | undefined {
  if (!start || typeof days !== 'number' || !(days > 0)) return undefined;
  return new Date(Date.parse(`${start}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

export function medicationStatementOf(record: FhirRecord, patient: Reference, documents: Reference[] = []): MedicationStatement {
  const d = record.details;
  const start = dateOf(d.date);
  const end = courseEnd(start, d.duration);
  const dosage = compact({ text: textOf(d.dosage), timing: textOf(d.frequency) ? { code: { text: textOf(d.frequency)! } } : undefined, route: textOf(d.medium) ? { text: textOf(d.medium)! } : undefined });
  return compact({
    resourceType: 'MedicationStatement' as const,
    id: fhirId('phr', record.id),
    status: MEDICATION_STATUS[String(d.status)] ?? 'unknown',
    medicationCodeableConcept: named(d),
    subject: patient,
    effectivePeriod: start ? compact({ start, end }) : undefined,
    dateAsserted: record.created_at,
    derivedFrom: documents,
    reasonCode: reasons(d),
    dosage: Object.keys(dosage).length ? [dosage] : undefined,
    ...notesOf(d),
  });
}

export function conditionOf(record: FhirRecord, patient: Reference, today: string): Condition {
  const d = record.details;
  const end = dateOf(d.end_date);
  const visit = textOf(d.visit_type);
  return compact({
    resourceType: 'Condition' as const,
    id: fhirId('phr', record.id),
    clinicalStatus: { coding: [{ system: CONDITION_CLINICAL, code: end && ended(end, today) ? 'resolved' : end ? 'inactive' : 'active' }] },
    category: [{ coding: [{ system: CONDITION_CATEGORY, code: 'encounter-diagnosis', display: 'Encounter Diagnosis' }], ...(visit ? { text: visit } : {}) }],
    code: named(d),
    subject: patient,
    onsetDateTime: dateOf(d.visit_date),
    abatementDateTime: end,
    recordedDate: record.created_at,
    ...notesOf(d),
  });
}

/** A surgery (Health History) or a Procedures/Surgeries document; its files are the DocumentReferences given. */
export function procedureOf(record: FhirRecord, patient: Reference, documents: Reference[] = []): Procedure {
  const d = record.details;
  const kind = textOf(d.type);
  return compact({
    resourceType: 'Procedure' as const,
    id: fhirId('phr', record.id),
    status: 'completed' as const,
    category: kind ? { text: kind } : undefined,
    code: named(d),
    subject: patient,
    performedDateTime: dateOf(d.date),
    reasonCode: reasons(d),
    report: documents,
    ...notesOf(d),
  });
}

/** A food plan: a recommended diet, or a food to leave out when it is marked forbidden. */
export function nutritionOrderOf(record: FhirRecord, patient: Reference): NutritionOrder {
  const d = record.details;
  const forbidden = d.forbidden === 'yes' && d.recommended !== 'yes';
  return compact({
    resourceType: 'NutritionOrder' as const,
    id: fhirId('phr', record.id),
    status: 'active' as const,
    intent: 'plan' as const,
    patient,
    dateTime: record.created_at,
    excludeFoodModifier: forbidden ? [named(d)] : undefined,
    oralDiet: forbidden ? { instruction: textOf(d.comment) ?? named(d).text } : { type: [named(d)], ...(textOf(d.comment) ? { instruction: textOf(d.comment) } : {}) },
  });
}
