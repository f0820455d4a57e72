import type { AppDeps } from '../../deps';
import { stampedCaches } from '../../lib/stamped-cache';
import type { Slot } from './availability.slots';

/**
 * A listing's free slots, the same for every visitor, kept per listing and variant (docs/scaling.md)
 * under the listing's versions the request has just read: `updated_at` (an edit of the listing)
 * and `availability_version`, which database triggers raise in the same transaction as every
 * write to one of its bookings, from any process. So a booking, cancel or reschedule made
 * anywhere is seen on the next request.
 */
export const SLOTS_TTL_MS = 2_000;

/** Entries live at most SLOTS_TTL_MS: a hold whose ten minutes ran out frees its slot with no write to stamp it. */
const slotsCaches = stampedCaches<Slot[]>(10_000, { maxAgeMs: SLOTS_TTL_MS });

export const slotsCache = (deps: AppDeps) => slotsCaches(deps.database);
