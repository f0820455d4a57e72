import { Type as t } from '@sinclair/typebox';
import { ROLE, answers, type ApiOperations } from '../../lib/api-docs';

/** Amounts by currency code, in each currency's minor units. */
const Money = t.Record(t.String(), t.Integer(), { description: "Amounts by currency code, in minor units" });
const Row = t.Object({ label: t.String(), bookings: t.Integer(), revenue: Money });
const Report = t.Object({
  from: t.String({ description: 'YYYY-MM-DD' }),
  to: t.String({ description: 'YYYY-MM-DD' }),
  basis: t.String(),
  interval: t.String(),
  currencies: t.Array(t.String()),
  totals: t.Object({
    bookings: t.Integer(),
    revenue: Money,
    refunds: Money,
    /** Kept by cancellation policies (already inside revenue less refunds). */
    fees: Money,
    net: Money,
    canceled: t.Integer(),
    cancellationRate: t.Number(),
    newCustomers: t.Integer(),
    returningBookings: t.Integer(),
    noShows: t.Integer({ description: 'Bookings the practice marked no-show' }),
    noShowRate: t.Number({ description: 'No-shows over past appointments neither canceled nor moved' }),
  }),
  series: t.Array(Row),
  byType: t.Array(Row),
  byListing: t.Array(Row),
  byStatus: t.Array(Row),
  heat: t.Array(t.Array(t.Integer()), { description: 'Bookings by weekday (rows) and hour (columns)' }),
});

/** Reports: the practice's own, or the whole platform's for an admin. */
export const reportsApiDocs: ApiOperations = {
  'GET /api/reports': { tag: 'Reports', summary: "Bookings, revenue and refunds over a period: the practice's, or the platform's (admin)", session: true, responses: answers({ 200: Report }, ROLE, 422) },
};
