import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../../db/client';
import { port } from '../../lib/ports';
import type { Interval } from './availability.slots';

/** What is taken on a listing, answered by the feature that owns the bookings (above this one); `createApp` provides it. */
export interface BookedSlots {
  /** Live bookings of a listing that overlap [from, to), as intervals; `conn` is a transaction when the slot is being held. */
  bookedIntervals(conn: Db | Tx, listingId: number, from: string, to: string, now: Date): Promise<Interval[]>;
  /** Upcoming live bookings of a listing (fetch_booked_slots). */
  upcomingBookedSlots(deps: AppDeps, listingId: number): Promise<{ slot: string }[]>;
}

/** Per app, keyed by its deps. */
export const bookedSlotsPort = port<BookedSlots>('availability: BookedSlots');
