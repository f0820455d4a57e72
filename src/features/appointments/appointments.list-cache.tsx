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
 * every slot is a whole minute, so whether a booking is upcoming or past (the filter and the
 * badge) is the same from just after a minute begins to its end. The instant a minute begins,
 * a booking starting then is neither, so a list made at that instant is not kept.
 */
export function listFragments(deps: AppDeps) {
  const fragments = new StampedCache<Blob>(LIST_FRAGMENTS);
  return async (user: Principal, props: { filters: ListFilters; basePath: string; zone: string }, siteVendorId: number | null) => {
    const at = deps.clock().getTime();
    const stamp = at % MINUTE_MS !== 0 ? await currentStamp(deps.database.db, LIST_TABLES) : undefined;
    const key = JSON.stringify([currentReader(), user, props.basePath, siteVendorId, props.filters, props.zone, Math.floor(at / MINUTE_MS)]);
    return fragments.through(key, stamp, async () => {
      const page = await listBookingsFor(deps, user, props.filters, siteVendorId);
      return new Blob([(await (<AppointmentList page={page} principal={user} {...props} />)) as string]);
    });
  };
}
