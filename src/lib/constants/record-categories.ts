/**
 * The one description of the health-record categories (spec §3 "Record categories and fields"):
 * every category, its group, its fields with their types, units, choices and required flags.
 * The forms, the server's validation (records.model.ts), the tables, the charts, the public
 * page and the export are all built from this list; nothing else names a field.
 */
import { t, translated, type MessageKey } from '../i18n';
import { spokenLabel } from './spoken';
import { formatDate } from '../time';

export type FieldType = 'text' | 'textarea' | 'date' | 'number' | 'choice' | 'yesno' | 'files';

export interface RecordField {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** The unit a number is measured in, shown beside it (e.g. "lbs"). */
  unit?: string;
  /** The choices of a `choice` field. */
  options?: readonly string[];
  min?: number;
  max?: number;
  /** A day something happened or was measured: never later than the reader's today. */
  happened?: boolean;
  /** The field whose day this one may not precede (an end its start, a due date the day given), and how a person is told. */
  notBefore?: { key: string; message: MessageKey };
}

export type RecordGroup = 'Health History' | 'Health Trackers' | 'Documents';

export interface RecordCategory {
  key: string;
  label: string;
  group: RecordGroup;
  fields: readonly RecordField[];
  /** Numeric trackers draw these fields as lines over `date`. */
  chart?: readonly string[];
  /** Fields that are parts of one measure (pounds and ounces) are drawn as that one measure: each part times its factor, summed. */
  chartAs?: { key: string; label: string; unit: string; parts: Readonly<Record<string, number>> };
}

/**
 * The 32 visit types of a condition. The spec names eight (Bandage change, Behavior, CBC/CHEM,
 * Dental, Exam, Surgery, Weight, Wildlife); the others are the visits a small-animal and
 * mixed practice books every day.
 */
export const VISIT_TYPES = [
  'Acupuncture',
  'Allergy',
  'Bandage change',
  'Behavior',
  'Blood work',
  'Boarding check',
  'CBC/CHEM',
  'Cardiology',
  'Dental',
  'Dermatology',
  'Emergency',
  'Euthanasia',
  'Exam',
  'Follow-up',
  'Grooming',
  'Imaging',
  'Laboratory',
  'Microchip',
  'Neurology',
  'Nutrition',
  'Oncology',
  'Ophthalmology',
  'Orthopedics',
  'Parasite control',
  'Rehabilitation',
  'Reproduction',
  'Senior care',
  'Surgery',
  'Urinalysis',
  'Vaccination',
  'Weight',
  'Wildlife',
] as const;

export const MEDICATION_STATUSES = ['Active', 'Inactive', 'Unknown'] as const;

/** A field whose label reads in the reader's language (lib/constants/spoken). */
const f = (key: string, label: string, type: FieldType, extra: Partial<RecordField> = {}): RecordField => spokenLabel({ key, label, type, ...extra });
const req = { required: true } as const;
/** A required day that has happened (a visit, a dose given, a measurement). */
const happenedOn = (key: string, label: string) => f(key, label, 'date', { ...req, happened: true });
/** An end that may still be ahead, but never before its start. */
const endAfter = (start: string, message: MessageKey) => f('end_date', 'End date', 'date', { notBefore: { key: start, message } });
const comment = f('comment', 'Comment', 'textarea');
const doc = f('doc', 'Document', 'files');
const num = (key: string, label: string, unit: string, extra: Partial<RecordField> = {}) => f(key, label, 'number', { unit, min: 0, max: 100_000, ...extra });

function tracker(key: string, label: string, fields: RecordField[], chart = fields.filter((x) => x.type === 'number').map((x) => x.key)): RecordCategory {
  return { key, label, group: 'Health Trackers', fields: [happenedOn('date', 'Date'), ...fields, comment], chart };
}

/** Document forms (spec §3): name*, date*, type* where the category has types (with optional type info), files*, comment. */
function documents(key: string, label: string, types?: readonly string[]): RecordCategory {
  const typed = types ? [f('type', 'Type', 'choice', { required: true, options: types }), f('type_info', 'Type info', 'text')] : [];
  return {
    key,
    label,
    group: 'Documents',
    fields: [f('name', 'Name', 'text', req), happenedOn('date', 'Date'), ...typed, f('files', 'Files', 'files', req), comment],
  };
}

export const RECORD_CATEGORIES: readonly RecordCategory[] = (
  [
  // Health History (8)
  {
    key: 'conditions',
    label: 'Conditions',
    group: 'Health History',
    fields: [
      f('name', 'Name', 'text', req),
      f('visit_type', 'Visit type', 'choice', { options: VISIT_TYPES }),
      happenedOn('visit_date', 'Visit date'),
      endAfter('visit_date', 'End date cannot be before the visit date'),
      comment,
    ],
  },
  {
    key: 'surgeries',
    label: 'Surgeries',
    group: 'Health History',
    fields: [f('name', 'Name', 'text', req), happenedOn('date', 'Date'), f('reason', 'Reason', 'text', req), doc, comment],
  },
  {
    key: 'medications',
    label: 'Medications',
    group: 'Health History',
    fields: [
      f('name', 'Name', 'text', req),
      f('reason', 'Reason', 'text'),
      f('status', 'Status', 'choice', { options: MEDICATION_STATUSES }),
      happenedOn('date', 'Date'),
      num('duration', 'Duration', 'days', { max: 3650 }),
      f('frequency', 'Frequency', 'text'),
      f('dosage', 'Dosage', 'text'),
      f('medium', 'Medium', 'text'),
      doc,
      comment,
    ],
  },
  {
    key: 'allergies',
    label: 'Allergies',
    group: 'Health History',
    fields: [
      f('name', 'Name', 'text', req),
      f('start_date', 'Start date', 'date', { happened: true }),
      endAfter('start_date', 'End date cannot be before the start date'),
      f('reaction', 'Reaction', 'text', req),
      comment,
    ],
  },
  {
    key: 'immunizations',
    label: 'Immunizations',
    group: 'Health History',
    fields: [
      f('name', 'Name', 'text', req),
      happenedOn('date', 'Date'),
      f('due_date', 'Due date', 'date', { notBefore: { key: 'date', message: 'Due date cannot be before the date the vaccine was given' } }),
      f('hospital', 'Hospital', 'text'),
      f('serial', 'Serial', 'text'),
      comment,
    ],
  },
  {
    key: 'food_plan',
    label: 'Food Plan',
    group: 'Health History',
    fields: [f('name', 'Name', 'text', req), f('recommended', 'Recommended', 'yesno'), f('forbidden', 'Forbidden', 'yesno'), comment],
  },
  {
    key: 'hospitalizations',
    label: 'Hospitalizations',
    group: 'Health History',
    fields: [
      f('hospital', 'Hospital', 'text', req),
      f('reason', 'Reason', 'text', req),
      f('start_date', 'Start date', 'date', { happened: true }),
      endAfter('start_date', 'End date cannot be before the start date'),
      f('urgent_care', 'Urgent care', 'yesno'),
      comment,
    ],
  },
  {
    key: 'consultations',
    label: 'Consultations',
    group: 'Health History',
    fields: [f('name', 'Name', 'text', req), happenedOn('visit_date', 'Visit date'), f('reason', 'Reason', 'text'), comment],
  },
  // Health Trackers (10): each has date* plus its values.
  {
    ...tracker('height', 'Height', [num('ft', 'Feet', 'ft', { ...req, max: 30 }), num('in', 'Inches', 'in', { max: 11.99 })]),
    chartAs: spokenLabel({ key: 'height', label: 'Height', unit: 'ft', parts: { ft: 1, in: 1 / 12 } }),
  },
  {
    ...tracker('weight', 'Weight', [num('lbs', 'Pounds', 'lbs', { ...req, max: 5000 }), num('oz', 'Ounces', 'oz', { max: 15.99 })]),
    chartAs: spokenLabel({ key: 'weight', label: 'Weight', unit: 'lbs', parts: { lbs: 1, oz: 1 / 16 } }),
  },
  tracker('pulse', 'Pulse', [num('bpm', 'Pulse', 'BPM', { max: 600 })]),
  tracker('temperature', 'Temperature', [num('fahrenheit', 'Temperature', '°F', { min: 50, max: 115 })]),
  tracker('blood_pressure', 'Blood Pressure', [num('systolic', 'Systolic', 'mmHg', { ...req, max: 400 }), num('diastolic', 'Diastolic', 'mmHg', { ...req, max: 300 })]),
  tracker('cholesterol', 'Cholesterol', [
    num('total_chol', 'Total cholesterol', 'mg/dL', req),
    num('hdl', 'HDL', 'mg/dL', req),
    num('ldl', 'LDL', 'mg/dL', req),
    num('triglycerides', 'Triglycerides', 'mg/dL'),
    num('vldl', 'VLDL', 'mg/dL'),
    num('chol_ratio', 'Cholesterol ratio', 'ratio', { max: 100 }),
  ]),
  tracker('cbg', 'CBG', [num('cbg', 'Capillary blood glucose', 'mg/dL', { max: 2000 })]),
  tracker('hemoglobin', 'Hemoglobin', [num('hemoglobin', 'Hemoglobin A1c', '%', { max: 100 })]),
  tracker('hemogram', 'Hemogram', [
    num('hemoglobin', 'Hemoglobin', 'g/dL', { max: 40 }),
    num('hematocrit', 'Hematocrit', '%', { max: 100 }),
    num('rbc', 'Red cells', '×10⁶/µL', { max: 30 }),
    num('wbc', 'White cells', '×10³/µL', { max: 500 }),
    num('platelets', 'Platelets', '×10³/µL', { max: 5000 }),
  ]),
  tracker('serum_electrolytes', 'Serum Electrolytes', [
    num('sodium', 'Sodium', 'mmol/L', { max: 300 }),
    num('potassium', 'Potassium', 'mmol/L', { max: 30 }),
    num('chloride', 'Chloride', 'mmol/L', { max: 300 }),
    num('calcium', 'Calcium', 'mg/dL', { max: 50 }),
  ]),
  // Documents (10)
  documents('notes', 'Notes', ['Consultation Note', 'Progress Note', 'Intake']),
  documents('imaging', 'Imaging', ['XRay', 'CT Scan', 'MRI', 'Endoscopy', 'Ultrasound', 'Other']),
  documents('cardiovascular', 'Cardiovascular'),
  documents('hospital_visits', 'Hospital Visits'),
  documents('procedures', 'Procedures/Surgeries'),
  documents('laboratory', 'Laboratory', ['Doppler Studies', 'Hematology', 'Panels', 'Biochemistry', 'Biopsy']),
  documents('insurance', 'Insurance'),
  documents('other_diagnostics', 'Other diagnostics'),
  documents('misc', 'Misc'),
  documents('prescriptions', 'Prescriptions'),
  ] satisfies RecordCategory[]
  // Each category's label reads in the reader's language; spread categories (height, weight) are wrapped here, once whole.
).map(spokenLabel);

export const RECORD_GROUPS: readonly RecordGroup[] = ['Health History', 'Health Trackers', 'Documents'];

/** A group's name as the reader reads it; the group itself stays the English code. */
export const recordGroupLabel = (group: RecordGroup): string => t(group);

/** A stored choice (a visit type, a medication status, a document type) as the reader reads it. */
export const optionLabel = (option: string): string => translated(option);

const BY_KEY = new Map(RECORD_CATEGORIES.map((c) => [c.key, c]));
export const CATEGORY_KEYS = RECORD_CATEGORIES.map((c) => c.key);

export function categoryOf(key: string): RecordCategory | undefined {
  return BY_KEY.get(key);
}

/** The date a record is filed under: its own date field, in the order the categories use them. */
export function recordDate(details: Record<string, unknown>): string | null {
  for (const key of ['date', 'visit_date', 'start_date']) {
    const value = details[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** A value as a person reads it: a number with its unit, yes/no as Yes/No, files by name. */
export function displayValue(field: RecordField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.type === 'number') return field.unit ? `${value} ${field.unit}` : String(value);
  if (field.type === 'yesno') return value === 'yes' ? t('Yes') : t('No');
  if (field.type === 'choice') return optionLabel(String(value));
  if (field.type === 'files' && Array.isArray(value)) return value.map((file) => (file as { name?: string }).name ?? 'file').join(', ');
  if (field.type === 'date') return formatDate(String(value));
  return String(value);
}

/** What a record is, in a line: its name (or hospital), else its measured values ("68 lbs · 4 oz"). */
export function recordSummary(category: RecordCategory | undefined, details: Record<string, unknown>): string {
  const filled = (key: string) => details[key] !== undefined && details[key] !== null && details[key] !== '';
  for (const key of ['name', 'hospital']) if (filled(key)) return String(details[key]);
  const values = (category?.fields ?? []).filter((field) => field.type === 'number' && filled(field.key));
  return values.length ? values.map((field) => displayValue(field, details[field.key])).join(' · ') : '—';
}
