import type { Db } from '../../../db/client';
import type { BookingSnapshot } from './booking.changes';
import { findSnapshotPage } from './booking.snapshot.repo';

const PAGE = 20_000;

/**
 * Every booking's snapshot, a page at a time in id order, for the reports' roll-up to be rebuilt from.
 * A customer's first booking with a practice is the one with the lowest id.
 */
export async function* allBookingSnapshots(db: Db): AsyncGenerator<BookingSnapshot[]> {
  const seen = new Set<string>();
  let after = 0;
  for (;;) {
    const rows = await findSnapshotPage(db, after, PAGE);
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
