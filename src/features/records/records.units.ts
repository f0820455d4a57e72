import { currentReader, translated } from '../../lib/i18n';
import { ceilTo, floorTo, measureOf, shownValues, toMetric, type Measure, type Units } from '../../lib/units';
import type { RecordCategory, RecordField } from '../../lib/constants/record-categories';
import type { ChartPoint } from './records.service';

/** The units a reader types and reads trackers in (their own, their practice's, the site's, else us). */
export { unitsOfPerson as unitsOfReader } from '../accounts/accounts.preferences';

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

/** Tracker points as a reader of these units reads them (stored fields in, the metric line out). */
export function chartInUnits(category: RecordCategory, points: ChartPoint[], units: Units): ChartPoint[] {
  const measure = measureOf(category.key, units);
  if (!measure) return points;
  return points.map((point) => ({ date: point.date, values: { [measure.metric.key]: toMetric(measure, point.values) } }));
}

/** Records with their details shown in the reader's units. */
export function recordsInUnits<R extends { category: string; details: Record<string, unknown> }>(records: R[], units: Units): R[] {
  if (units === 'us') return records;
  return records.map((record) => ({ ...record, details: shownValues(record.category, record.details, units) }));
}

/** The screen's category, records and chart in the reader's units. */
export function screenInUnits<S extends { category: RecordCategory; records: { category: string; details: Record<string, unknown> }[]; chart: ChartPoint[] | null }>(screen: S, units: Units): S {
  const { category } = screen;
  return { ...screen, category: categoryInUnits(category, units), records: recordsInUnits(screen.records, units), chart: screen.chart && chartInUnits(category, screen.chart, units) };
}
