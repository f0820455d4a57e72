import type { CodeableConcept, Observation, ObservationComponent, Quantity, Reference } from 'fhir/r4';
import { compact, dateOf, fhirId, notesOf } from './records.fhir.ids';
import type { FhirRecord } from './records.fhir.history';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** One measured value: the LOINC code, and the stored fields it is made of (each times its factor, summed) in a UCUM unit. */
interface Measure {
  loinc: string;
  display: string;
  unit: string;
  ucum: string;
  parts: Record<string, number>;
}
/** A tracker: one measure is the Observation's value; several are its components under a panel code. */
interface Tracker {
  category: 'vital-signs' | 'laboratory';
  panel?: { loinc: string; display: string };
  measures: Measure[];
}

const m = (loinc: string, display: string, field: string, unit: string, ucum = unit): Measure => ({ loinc, display, unit, ucum, parts: { [field]: 1 } });

/** Every tracker category (record-categories.ts) with its codes; the stored fields' units are the spec's (US customary). */
export const TRACKERS: Record<string, Tracker> = {
  height: { category: 'vital-signs', measures: [{ loinc: '8302-2', display: 'Body height', unit: 'in', ucum: '[in_i]', parts: { ft: 12, in: 1 } }] },
  weight: { category: 'vital-signs', measures: [{ loinc: '29463-7', display: 'Body weight', unit: 'lb', ucum: '[lb_av]', parts: { lbs: 1, oz: 1 / 16 } }] },
  pulse: { category: 'vital-signs', measures: [m('8867-4', 'Heart rate', 'bpm', '/min', '/min')] },
  temperature: { category: 'vital-signs', measures: [m('8310-5', 'Body temperature', 'fahrenheit', '°F', '[degF]')] },
  blood_pressure: {
    category: 'vital-signs',
    panel: { loinc: '85354-9', display: 'Blood pressure panel with all children optional' },
    measures: [m('8480-6', 'Systolic blood pressure', 'systolic', 'mmHg', 'mm[Hg]'), m('8462-4', 'Diastolic blood pressure', 'diastolic', 'mmHg', 'mm[Hg]')],
  },
  cholesterol: {
    category: 'laboratory',
    panel: { loinc: '57698-3', display: 'Lipid panel with direct LDL - Serum or Plasma' },
    measures: [
      m('2093-3', 'Cholesterol [Mass/volume] in Serum or Plasma', 'total_chol', 'mg/dL'),
      m('2085-9', 'Cholesterol in HDL [Mass/volume] in Serum or Plasma', 'hdl', 'mg/dL'),
      m('2089-1', 'Cholesterol in LDL [Mass/volume] in Serum or Plasma', 'ldl', 'mg/dL'),
      m('2571-8', 'Triglyceride [Mass/volume] in Serum or Plasma', 'triglycerides', 'mg/dL'),
      m('13458-5', 'Cholesterol in VLDL [Mass/volume] in Serum or Plasma by calculation', 'vldl', 'mg/dL'),
      m('9830-1', 'Cholesterol.total/Cholesterol in HDL [Mass Ratio] in Serum or Plasma', 'chol_ratio', 'ratio', '{ratio}'),
    ],
  },
  cbg: { category: 'laboratory', measures: [m('41653-7', 'Glucose [Mass/volume] in Capillary blood by Glucometer', 'cbg', 'mg/dL')] },
  hemoglobin: { category: 'laboratory', measures: [m('4548-4', 'Hemoglobin A1c/Hemoglobin.total in Blood', 'hemoglobin', '%')] },
  hemogram: {
    category: 'laboratory',
    panel: { loinc: '58410-2', display: 'CBC panel - Blood by Automated count' },
    measures: [
      m('718-7', 'Hemoglobin [Mass/volume] in Blood', 'hemoglobin', 'g/dL'),
      m('4544-3', 'Hematocrit [Volume Fraction] of Blood by Automated count', 'hematocrit', '%'),
      m('789-8', 'Erythrocytes [#/volume] in Blood by Automated count', 'rbc', '10*6/uL'),
      m('6690-2', 'Leukocytes [#/volume] in Blood by Automated count', 'wbc', '10*3/uL'),
      m('777-3', 'Platelets [#/volume] in Blood by Automated count', 'platelets', '10*3/uL'),
    ],
  },
  serum_electrolytes: {
    category: 'laboratory',
    panel: { loinc: '24326-1', display: 'Electrolytes 1998 panel - Serum or Plasma' },
    measures: [
      m('2951-2', 'Sodium [Moles/volume] in Serum or Plasma', 'sodium', 'mmol/L'),
      m('2823-3', 'Potassium [Moles/volume] in Serum or Plasma', 'potassium', 'mmol/L'),
      m('2075-0', 'Chloride [Moles/volume] in Serum or Plasma', 'chloride', 'mmol/L'),
      m('17861-6', 'Calcium [Mass/volume] in Serum or Plasma', 'calcium', 'mg/dL'),
    ],
  },
};

const concept = (loinc: string, display: string): CodeableConcept => ({ coding: [{ system: LOINC, code: loinc, display }], text: display });

/** The measure's value from the stored fields, or nothing when none of its fields is filled. */
function quantityOf(measure: Measure, details: Record<string, unknown>): Quantity | undefined {
  const filled = Object.entries(measure.parts).filter(([key]) => typeof details[key] === 'number' && Number.isFinite(details[key]));
  if (!filled.length) return undefined;
  const value = Math.round(filled.reduce((sum, [key, factor]) => sum + (details[key] as number) * factor, 0) * 1000) / 1000;
  return { value, unit: measure.unit, system: UCUM, code: measure.ucum };
}

/** A tracker entry as an Observation; null for a category that is no tracker or an entry with no value. */
export function observationOf(record: FhirRecord, patient: Reference): Observation | null {
  const tracker = TRACKERS[record.category];
  if (!tracker) return null;
  const values = tracker.measures.map((measure) => ({ measure, quantity: quantityOf(measure, record.details) })).filter((v) => v.quantity);
  if (!values.length) return null;
  const single = !tracker.panel;
  const head = single ? tracker.measures[0]! : tracker.panel!;
  const components: ObservationComponent[] = values.map(({ measure, quantity }) => ({ code: concept(measure.loinc, measure.display), valueQuantity: quantity! }));
  return compact({
    resourceType: 'Observation' as const,
    id: fhirId('phr', record.id),
    status: 'final' as const,
    category: [{ coding: [{ system: CATEGORY, code: tracker.category, display: tracker.category === 'vital-signs' ? 'Vital Signs' : 'Laboratory' }] }],
    code: concept(head.loinc, head.display),
    subject: patient,
    effectiveDateTime: dateOf(record.details.date) ?? record.created_at,
    valueQuantity: single ? values[0]!.quantity : undefined,
    component: single ? undefined : components,
    ...notesOf(record.details),
  });
}
