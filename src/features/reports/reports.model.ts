import { t } from 'elysia';

/** The report's filters (spec §2 Reports: vendor, creation date, last 30 days). The days are checked by `periodOf`, in people's words. */
export const ReportQuery = t.Object({
  from: t.Optional(t.String({ maxLength: 10, label: 'From' })),
  to: t.Optional(t.String({ maxLength: 10, label: 'To' })),
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
