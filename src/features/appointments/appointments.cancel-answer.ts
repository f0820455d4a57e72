import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { isPetOwner } from '../../lib/policy';
import { siteOrigin } from '../../lib/site-url';
import { viewerZone } from '../../plugins/viewer-zone';
import { bookingFor, refundNoticeFor } from '../booking/booking.detail';
import { cancelBookingFor } from '../booking/booking.cancel';

/**
 * Cancels a booking for a client that reads JSON: what was refunded and kept, in minor units of
 * its currency, and the sentence a person reads (times in the reader's zone, as the pages say them).
 */
export async function cancelAnswer(deps: AppDeps, user: Principal, id: number, tenant: Tenant, request: Request) {
  const done = await cancelBookingFor(deps, user, id, siteOrigin(deps.config, tenant));
  const booking = await bookingFor(deps, user, id, tenant.kind === 'site' ? tenant.website.vendor_id : null);
  const zone = viewerZone(request, isPetOwner(user) ? booking.details.userTZ : booking.details.listingTZ);
  const text = await refundNoticeFor(deps, user, booking, zone);
  return { id, status: 'canceled' as const, refund: { amount: done.refund, fee: done.fee, currency: done.currency, reason: done.reason, text } };
}
