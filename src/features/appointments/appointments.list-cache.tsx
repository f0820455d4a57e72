import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { StampedCache } from '../../lib/stamped-cache';
import { MINUTE_MS } from '../../lib/time';
import { currentStamp } from '../../../db/data-versions';
import type { ListFilters } from './appointments.model';
import { listBookingsFor } from '../booking/booking.detail';
import { AppointmentList } from './views/AppointmentsScreen';
import { currentReader } from '../../lib/i18n';

/**
 * The tables a list fragment is read from: the bookings (each card's facts are the booking's own
 * snapshot), the practices' names, and the listings and logins that decide a team member's scope.
 */
const LIST_TABLES = ['bookings', 'vendors', 'vendor_listings', 'vendor_logins'] as const;
/** Rendered list fragments kept per process (a page of ten cards is about 8 KB). */
const LIST_FRAGMENTS = 1000;

/**
 * The htmx fragment (filters, Load more), kept for ONE reader (the key starts with the reader's
 * language and the whole session principal) while the tables it is read from are unchanged, and within one minute:
 * every start and end is a whole minute, and each belongs to the minute it begins, so whether a
 * booking is ahead, under way or over (the filter and the badges) is the same through a minute.
 */
export function listFragments(deps: AppDeps) {
  const fragments = new StampedCache<Blob>(LIST_FRAGMENTS);
  return async (user: Principal, props: { filters: ListFilters; basePath: string; zone: string }, siteVendorId: number | null) => {
    const at = deps.clock().getTime();
    const stamp = await currentStamp(deps.database.db, LIST_TABLES);
    const key = JSON.stringify([currentReader(), user, props.basePath, siteVendorId, props.filters, props.zone, Math.floor(at / MINUTE_MS)]);
    return fragments.through(key, stamp, async () => {
      const page = await listBookingsFor(deps, user, props.filters, siteVendorId);
      return new Blob([(await (<AppointmentList page={page} principal={user} {...props} />)) as string]);
    });
  };
}
