import type { AppDeps } from '../../deps';
import { sharedCache } from '../../lib/shared-cache';
import type { Slot } from './availability.slots';

/**
 * A listing's free slots, the same for every visitor, kept per listing (docs/scaling.md).
 * An entry is used only while the listing row the request has just read carries the versions it
 * was built from: `updated_at` (an edit of the listing) and `availability_version`, which
 * database triggers raise in the same transaction as every write to one of its bookings, from
 * any process. So a booking, cancel or reschedule made anywhere is seen on the next request.
 * One change comes without a write: a hold whose ten minutes ran out frees its slot. Entries
 * live at most SLOTS_TTL_MS for that (and the key's minute of the clock moves the lead time).
 */
export const SLOTS_TTL_MS = 2_000;

export const slotsCache = (deps: AppDeps) => sharedCache<Slot[]>('listing-slots', deps.database, { maxOwners: 5_000, maxVariants: 64, ttlMs: SLOTS_TTL_MS });

/**
 * THE call every write that takes or frees a listing's slot makes once it commits: a hold, its
 * confirmation or release, a cancel, a reschedule (for both the old and the new listing), the
 * payment recovery, and an edit of the listing. It drops this process's entries at once (the
 * versions would also retire them on the next request); writes elsewhere are caught by the versions.
 */
export function invalidateListingAvailability(deps: AppDeps, listingId: number): void {
  slotsCache(deps).forget(listingId);
}
