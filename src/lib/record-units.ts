import { currentReader, translated } from './i18n';
import { ceilTo, floorTo, measureOf, type Measure, type Units } from './units';
import type { RecordCategory, RecordField } from './constants/record-categories';

/**
 * A record category as a reader of these units fills and reads it: in metric, a tracker's stored
 * fields (lbs and oz, ft and in, °F) give way to one field (kg, cm, °C); units are named in the
 * reader's language. The values themselves are converted by lib/units (`shownValues`, `storedValues`).
 */
/** The measure's one metric field, in place of its stored ones, its bounds inside theirs. */
function metricField(category: RecordCategory, measure: Measure): RecordField {
  const stored = measure.stored.map((key) => category.fields.find((field) => field.key === key)!);
  const at = (bound: 'min' | 'max') => Object.fromEntries(stored.map((field, i) => [field.key, bound === 'min' && i > 0 ? 0 : (field[bound] ?? 0)]));
  const { key, unit, places } = measure.metric;
  return { key, label: category.label, type: 'number', unit, required: stored[0]!.required, min: ceilTo(measure.exact(at('min'))!, places), max: floorTo(measure.exact(at('max'))!, places) };
}

function inUnits(category: RecordCategory, units: Units): RecordCategory {
  const measure = measureOf(category.key, units);
  const unitOf = (field: RecordField): RecordField => (field.unit ? { ...field, unit: translated(field.unit) } : field);
  if (!measure) {
    const chartAs = category.chartAs && { ...category.chartAs, unit: translated(category.chartAs.unit) };
    return { ...category, fields: category.fields.map(unitOf), ...(chartAs ? { chartAs } : {}) };
  }
  const first = category.fields.findIndex((field) => field.key === measure.stored[0]);
  const fields = category.fields.filter((field) => !measure.stored.includes(field.key));
  fields.splice(first, 0, metricField(category, measure));
  const { chartAs: _, ...rest } = category;
  return { ...rest, fields: fields.map(unitOf), chart: [measure.metric.key] };
}

/** Made once per category, units and language: the forms' schemas are kept per category object. */
const made = new Map<string, RecordCategory>();

/** A category as a reader of these units fills and reads it, units named in their language. */
export function categoryInUnits(category: RecordCategory, units: Units): RecordCategory {
  const id = `${category.key}\u0000${units}\u0000${currentReader().language}`;
  let shown = made.get(id);
  if (!shown) {
    shown = inUnits(category, units);
    made.set(id, shown);
  }
  return shown;
}

