/**
 * Which slots are held back for urgent cases: pure, no clock or database, used by the slot engine.
 *
 * A listing holds back `share` percent of each day's slots of a consultation: of the n slots its
 * schedule cuts on one of its calendar dates (booked or not, past or not, so the choice never
 * moves), k = floor(n × share / 100) are held, the middle slot of each of k equal parts of the day.
 * Worked examples (30-minute slots):
 *   09:00–17:00 (16 slots), 25 %   → 10:00 12:00 14:00 16:00 (indexes 2 6 10 14)
 *   09:00–12:00 (6 slots),  50 %   → 09:30 10:30 11:30 (indexes 1 3 5)
 *   09:00–14:00 (10 slots), 10 %   → 11:30 (index 5)
 *   09:00–10:30 (3 slots),  20 %   → none: 0.6 of a slot rounds down, never more than the share
 * A held slot is offered to owners once released: from `opensBeforeMinutes` before its start, or
 * from the moment the practice released its date by hand. The practice sees it all along.
 */
import { MINUTE_MS } from '../../lib/time';

export interface UrgentHold {
  /** Percent of each day's slots held back, 1–50 (0 holds none). */
  share: number;
  /** Minutes before its start at which a held slot opens to everyone; null: only by hand. */
  opensBeforeMinutes: number | null;
  /** The listing's calendar dates (YYYY-MM-DD in its zone) the practice released by hand. */
  released: ReadonlySet<string>;
  /** The practice booking for a customer: held slots are shown (and bookable) before release. */
  practice: boolean;
}

/** The indexes (ascending) of the held slots among a day's `n` slots sorted by start. */
export function heldIndexes(n: number, share: number): number[] {
  const k = Math.floor((n * Math.min(Math.max(share, 0), 50)) / 100);
  return Array.from({ length: k }, (_, j) => Math.floor(((2 * j + 1) * n) / (2 * k)));
}

/** Whether a held slot starting at `start` (ms) on the listing's date `date` is offered to everyone at `now`. */
export function isReleased(hold: UrgentHold, date: string, start: number, now: number): boolean {
  if (hold.released.has(date)) return true;
  return hold.opensBeforeMinutes !== null && now >= start - hold.opensBeforeMinutes * MINUTE_MS;
}

/**
 * A day's held slots (its sorted, distinct `starts`), each mapped to whether this reader is shown
 * it: true when released or the reader is the practice, false when it stays hidden.
 */
export function heldSlotsOf(hold: UrgentHold, date: string, starts: readonly number[], now: number): Map<number, boolean> {
  const held = new Map<number, boolean>();
  for (const i of heldIndexes(starts.length, hold.share)) {
    const start = starts[i]!;
    held.set(start, hold.practice || isReleased(hold, date, start, now));
  }
  return held;
}
