import { describe, expect, test } from 'bun:test';
import { fhirId, refTo } from '../../../../src/features/records/records.fhir.ids';
import { ownerOf, patientOf, PATIENT_ANIMAL, SNOMED } from '../../../../src/features/records/records.fhir.patient';
import { allergyOf, conditionOf, immunizationOf, medicationStatementOf, nutritionOrderOf, procedureOf } from '../../../../src/features/records/records.fhir.history';
import { observationOf, TRACKERS, UCUM } from '../../../../src/features/records/records.fhir.observations';
import { documentOf } from '../../../../src/features/records/records.fhir.documents';
import { appointmentOf, encounterOf, recordedVisitOf, type PetVisit } from '../../../../src/features/records/records.fhir.visits';
import { fhirBundle } from '../../../../src/features/records/records.fhir';
import { RECORD_CATEGORIES } from '../../../../src/lib/constants/record-categories';

const patient = refTo(fhirId('pet', 7));
const TODAY = '2026-11-26';
const rec = (category: string, details: Record<string, unknown>, id = 1) => ({ id, category, details, created_at: '2026-11-01T18:00:00.000Z' });
const quantity = (category: string, details: Record<string, unknown>) => observationOf(rec(category, { date: '2026-11-01', ...details }), patient);

describe('ids', () => {
  test('a row gives the same RFC 4122 id every time, and different rows different ids', () => {
    expect(fhirId('phr', 12)).toBe(fhirId('phr', 12));
    expect(fhirId('phr', 12)).not.toBe(fhirId('phr', 13));
    expect(fhirId('phr', 12)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(patient.reference).toBe(`urn:uuid:${fhirId('pet', 7)}`);
  });
});

describe('Patient and owner', () => {
  test('a dog carries the patient-animal extension with SNOMED species and breed as text', () => {
    const dog = patientOf({ id: 7, name: 'Biscuit', type: 1, species: 'Dog', breed: 'Golden Retriever', notes: null });
    expect(dog.extension).toEqual([
      { url: PATIENT_ANIMAL, extension: [{ url: 'species', valueCodeableConcept: { coding: [{ system: SNOMED, code: '448771007', display: 'Canis lupus familiaris (organism)' }], text: 'Dog' } }, { url: 'breed', valueCodeableConcept: { text: 'Golden Retriever' } }] },
    ]);
    expect(patientOf({ id: 8, name: 'Miso', type: 2, species: 'Cat', breed: null, notes: null }).extension![0]!.extension).toEqual([
      { url: 'species', valueCodeableConcept: { coding: [{ system: SNOMED, code: '448169003', display: 'Felis catus (organism)' }], text: 'Cat' } },
    ]);
    expect(patientOf({ id: 9, name: 'Clover', type: 6, species: 'Rabbit', breed: '', notes: null }).extension![0]!.extension).toEqual([{ url: 'species', valueCodeableConcept: { text: 'Rabbit' } }]);
  });

  test('the owner is a RelatedPerson of the pet', () => {
    expect(ownerOf({ id: 3, first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com' }, 7)).toMatchObject({ patient, relationship: [{ text: 'Owner' }], name: [{ family: 'Ruiz', given: ['Ana'] }] });
  });
});

describe('trackers as Observations with UCUM units', () => {
  test.each([
    ['weight', { lbs: 68, oz: 4 }, 68.25, '[lb_av]', '29463-7'],
    ['height', { ft: 2, in: 3 }, 27, '[in_i]', '8302-2'],
    ['pulse', { bpm: 88 }, 88, '/min', '8867-4'],
    ['temperature', { fahrenheit: 101.4 }, 101.4, '[degF]', '8310-5'],
    ['cbg', { cbg: 90 }, 90, 'mg/dL', '41653-7'],
    ['hemoglobin', { hemoglobin: 5.5 }, 5.5, '%', '4548-4'],
  ])('%s', (category, values, value, code, loinc) => {
    const observation = quantity(category, values)!;
    expect(observation.valueQuantity).toMatchObject({ value, system: UCUM, code });
    expect(observation.code.coding![0]).toMatchObject({ system: 'http://loinc.org', code: loinc });
    expect(observation.category![0]!.coding![0]!.code).toBe(TRACKERS[category]!.category);
  });

  test('panels have one component per filled value, each in its unit', () => {
    const bp = quantity('blood_pressure', { systolic: 142, diastolic: 84 })!;
    expect(bp.code.coding![0]!.code).toBe('85354-9');
    expect(bp.component!.map((c) => [c.code.coding![0]!.code, c.valueQuantity!.value, c.valueQuantity!.code])).toEqual([['8480-6', 142, 'mm[Hg]'], ['8462-4', 84, 'mm[Hg]']]);
    const cbc = quantity('hemogram', { hemoglobin: 15, hematocrit: 45, rbc: 7, wbc: 9, platelets: 300 })!;
    expect(cbc.component!.map((c) => c.valueQuantity!.code)).toEqual(['g/dL', '%', '10*6/uL', '10*3/uL', '10*3/uL']);
    const salts = quantity('serum_electrolytes', { sodium: 145, calcium: 10 })!;
    expect(salts.component!.map((c) => c.valueQuantity!.code)).toEqual(['mmol/L', 'mg/dL']);
    expect(quantity('cholesterol', { total_chol: 200, hdl: 50, ldl: 100, chol_ratio: 4 })!.component!.map((c) => c.valueQuantity!.code)).toEqual(['mg/dL', 'mg/dL', 'mg/dL', '{ratio}']);
  });

  test('every tracker category has its codes, and an entry without a value is left out', () => {
    expect(RECORD_CATEGORIES.filter((c) => c.group === 'Health Trackers').map((c) => c.key).sort()).toEqual(Object.keys(TRACKERS).sort());
    expect(quantity('pulse', {})).toBeNull();
  });
});

describe('health history', () => {
  test('allergy, immunization, medication, condition, procedure and food plan in their R4 codes', () => {
    expect(allergyOf(rec('allergies', { name: 'Chicken', reaction: 'Itch', end_date: '2026-01-01' }), patient, TODAY)).toMatchObject({ clinicalStatus: { coding: [{ code: 'resolved' }] }, code: { text: 'Chicken' }, reaction: [{ manifestation: [{ text: 'Itch' }] }] });
    expect(immunizationOf(rec('immunizations', { name: 'Rabies', date: '2026-10-01', serial: 'RB-1' }), patient)).toMatchObject({ status: 'completed', vaccineCode: { text: 'Rabies' }, occurrenceDateTime: '2026-10-01', lotNumber: 'RB-1' });
    const course = medicationStatementOf(rec('medications', { name: 'Otomax', status: 'Active', date: '2026-11-20', duration: 10, frequency: 'Twice daily', dosage: '4 drops', medium: 'Topical' }), patient);
    expect(course).toMatchObject({ status: 'active', effectivePeriod: { start: '2026-11-20', end: '2026-11-29' }, dosage: [{ text: '4 drops', timing: { code: { text: 'Twice daily' } }, route: { text: 'Topical' } }] });
    expect(medicationStatementOf(rec('medications', { name: 'Gel', status: 'Inactive', date: '2026-11-01' }), patient).status).toBe('completed');
    expect(conditionOf(rec('conditions', { name: 'Otitis', visit_date: '2026-11-20' }), patient, TODAY).clinicalStatus!.coding![0]!.code).toBe('active');
    expect(conditionOf(rec('conditions', { name: 'Hairballs', visit_date: '2026-11-01', end_date: '2026-11-08' }), patient, TODAY)).toMatchObject({ clinicalStatus: { coding: [{ code: 'resolved' }] }, abatementDateTime: '2026-11-08' });
    expect(procedureOf(rec('surgeries', { name: 'Neuter', date: '2022-01-01', reason: 'Routine' }), patient)).toMatchObject({ status: 'completed', code: { text: 'Neuter' }, performedDateTime: '2022-01-01', reasonCode: [{ text: 'Routine' }] });
    expect(nutritionOrderOf(rec('food_plan', { name: 'Chicken treats', forbidden: 'yes' }), patient)).toMatchObject({ intent: 'plan', excludeFoodModifier: [{ text: 'Chicken treats' }] });
    expect(recordedVisitOf(rec('hospitalizations', { hospital: 'City ER', reason: 'Toxin', start_date: '2026-01-01', urgent_care: 'yes' }), patient)).toMatchObject({ class: { code: 'IMP' }, priority: { coding: [{ code: 'EM' }] } });
  });
});

describe('documents and visits', () => {
  test('files travel as attachments at absolute addresses; a note without files carries its text', () => {
    const file = { url: '/files/private/phr/a.pdf', name: 'panel.pdf', type: 'application/pdf', size: 1200 };
    const lab = documentOf(rec('laboratory', { name: 'Panel', date: '2026-11-01', type: 'Panels', files: [file] }), patient, 'https://happypaws.example.com')!;
    expect(lab.content[0]!.attachment).toEqual({ contentType: 'application/pdf', url: 'https://happypaws.example.com/files/private/phr/a.pdf', title: 'panel.pdf', size: 1200 });
    expect(lab.category![0]!.text).toBe('Laboratory');
    expect(documentOf(rec('laboratory', { name: 'Panel', files: [file] }), patient, null)!.content[0]!.attachment).toEqual({ contentType: 'application/pdf', title: 'panel.pdf' });
    const note = documentOf(rec('notes', { name: 'Consultation note', type: 'Consultation Note', files: [], comment: 'Rest.' }), patient, null)!;
    expect(Buffer.from(note.content[0]!.attachment.data!, 'base64').toString()).toBe('Rest.');
  });

  test('a booking is an Appointment; one that took place is also an Encounter', () => {
    const visit: PetVisit = { id: 4, slot: '2026-11-01T15:00:00.000Z', slot_end: '2026-11-01T15:30:00.000Z', status: 5, type: 2000, vendor_id: 1, listing: 'Dr. Patel', reason: 'Limp', created_at: '2026-10-20T10:00:00.000Z' };
    const now = new Date('2026-11-26T12:00:00Z');
    expect(appointmentOf(visit, patient, now)).toMatchObject({ status: 'fulfilled', minutesDuration: 30, serviceType: [{ text: 'Clinic' }], comment: 'Limp' });
    expect(appointmentOf({ ...visit, status: 1 }, patient, now).status).toBe('fulfilled');
    expect(appointmentOf({ ...visit, status: 1 }, patient, new Date('2026-10-30T00:00:00Z')).status).toBe('booked');
    expect(appointmentOf({ ...visit, status: 3 }, patient, now).status).toBe('cancelled');
    expect(appointmentOf({ ...visit, status: 4 }, patient, now).status).toBe('noshow');
    expect(encounterOf({ ...visit, type: 4000 }, patient)).toMatchObject({ status: 'finished', class: { code: 'VR' }, appointment: [{ reference: `urn:uuid:${fhirId('booking', 4)}` }] });
  });

  test('the Bundle takes extra resources (a prescription as MedicationRequest) after the record', () => {
    const prescription = { resourceType: 'MedicationRequest' as const, id: fhirId('prescription', 1), status: 'active' as const, intent: 'order' as const, subject: patient, medicationCodeableConcept: { text: 'Otomax' } };
    const bundle = fhirBundle({ pet: { id: 7, name: 'Biscuit', type: 1, species: 'Dog', breed: null, notes: null }, owner: null, records: [], visits: [], fileBase: null, now: new Date('2026-11-26T12:00:00Z'), extra: [prescription] });
    expect(bundle.entry!.map((e) => [e.fullUrl, e.resource!.resourceType])).toEqual([[`urn:uuid:${fhirId('pet', 7)}`, 'Patient'], [`urn:uuid:${prescription.id}`, 'MedicationRequest']]);
  });
});
