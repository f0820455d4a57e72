import { t } from 'elysia';

const Day = t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'must be a date such as 2026-03-01' });

/** The report's filters (spec §2 Reports: vendor, creation date, last 30 days). */
export const ReportQuery = t.Object({
  from: t.Optional(Day),
  to: t.Optional(Day),
  /** Which day a booking counts on: the day it was made (default) or the day of its slot. */
  basis: t.Optional(t.UnionEnum(['created', 'slot'])),
  interval: t.Optional(t.UnionEnum(['day', 'week'])),
  /** The platform admin's practice filter. */
  vendor: t.Optional(t.Numeric({ minimum: 1 })),
});
export type ReportQuery = typeof ReportQuery.static;

export const REPORT_TABLES = ['series', 'types', 'listings', 'statuses', 'customers', 'hours'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** The default period: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;
/** The longest period one report covers. */
export const MAX_DAYS = 731;
