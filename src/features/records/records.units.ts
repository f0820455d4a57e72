import { measureOf, shownValues, toMetric, type Units } from '../../lib/units';
import type { RecordCategory } from '../../lib/constants/record-categories';
import { categoryInUnits } from '../../lib/record-units';
import type { ChartPoint } from './records.service';

/** The units a reader types and reads trackers in (their own, their practice's, the site's, else us). */
export { unitsOfPerson as unitsOfReader } from '../accounts/accounts.preferences';
export { categoryInUnits } from '../../lib/record-units';

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
