import type { Db } from '../../../db/client';
import type { BookingFacts } from '../reports/reports.rollup';
import { findRollupFactsPage } from './booking.rollup.repo';

const PAGE = 20_000;

/**
 * Every booking's facts for the reports' roll-up, a page at a time in id order (the rebuild).
 * A customer's first booking with a practice is the one with the lowest id.
 */
export async function* allBookingFacts(db: Db): AsyncGenerator<BookingFacts[]> {
  const seen = new Set<string>();
  let after = 0;
  for (;;) {
    const rows = await findRollupFactsPage(db, after, PAGE);
    if (rows.length === 0) return;
    yield rows.map((row) => {
      const pair = `${row.vendor_id}:${row.user_id}`;
      const first = !seen.has(pair);
      seen.add(pair);
      return { ...row, first };
    });
    after = rows[rows.length - 1]!.id;
  }
}
