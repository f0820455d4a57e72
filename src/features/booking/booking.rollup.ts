import type { Tx } from '../../../db/client';
import { recordBookingChange } from '../reports/reports.service';
import { findNextCountedBookingId, findRollupFacts } from './booking.rollup.repo';

/*
 * The reports' roll-up follows every change of a booking inside the same write transaction
 * (the one place the booking feature tells reports): a hold that becomes a booking enters it,
 * a change of status or refund moves it.
 */

/**
 * A booking now counts (a hold confirmed, or an expired hold released as canceled). When it is
 * the customer's first with the practice, the booking that was their first until now is not any more.
 */
export async function enterRollup(tx: Tx, bookingId: number): Promise<void> {
  const facts = await findRollupFacts(tx, bookingId);
  if (!facts) return;
  await recordBookingChange(tx, null, facts);
  if (!facts.first) return;
  const next = await findNextCountedBookingId(tx, facts.vendor_id, facts.user_id, bookingId);
  const demoted = next === undefined ? undefined : await findRollupFacts(tx, next);
  if (demoted) await recordBookingChange(tx, { ...demoted, first: true }, demoted);
}

/** Runs `change` on a counted booking and moves its share of the roll-up from before to after. */
export async function changeRollup<T>(tx: Tx, bookingId: number, change: () => Promise<T>): Promise<T> {
  const before = await findRollupFacts(tx, bookingId);
  const result = await change();
  const after = await findRollupFacts(tx, bookingId);
  if (before || after) await recordBookingChange(tx, before ?? null, after ?? null);
  return result;
}
