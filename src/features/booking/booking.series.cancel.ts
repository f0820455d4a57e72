import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { conflict } from '../../lib/errors';
import { can } from '../../lib/policy';
import type { SiteOrigin } from '../../lib/site-url';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { cancelBookingFor } from './booking.cancel';
import { bookingFor } from './booking.detail';
import { SERIES_MESSAGES } from './booking.series.model';
import { findSeriesVisits } from './booking.series.repo';

/** What canceling a series from one visit on did: the visits canceled, by visit number and booking id. */
export interface CanceledOnwards {
  series_id: number;
  canceled: { visit: number; id: number }[];
}

/**
 * Cancels a visit of a series and every later one still ahead, each through the single
 * booking's cancel (its policy check, refund and e-mails). The visit asked for must be one the
 * person may cancel (else the same refusal as a single cancel); a later visit already canceled,
 * moved or past is left as it is.
 */
export async function cancelSeriesOnwards(deps: AppDeps, user: Principal, id: number, site: SiteOrigin | null = null): Promise<CanceledOnwards> {
  const booking = await bookingFor(deps, user, id, site?.vendorId ?? null);
  if (!booking.series_id || !booking.series_visit) throw conflict(SERIES_MESSAGES.notInSeries);
  const visits = await findSeriesVisits(deps.database.db, booking.series_id, booking.series_visit);
  const canceled: CanceledOnwards['canceled'] = [];
  for (const visit of visits) {
    const first = visit.id === booking.id;
    const facts = { ...booking, status: visit.status, slot: visit.slot, site_vendor_id: site?.vendorId ?? null };
    if (!first && (visit.status === BOOKING_STATUS.CANCELED || !can(user, 'booking:cancel', facts, deps.clock()))) continue;
    await cancelBookingFor(deps, user, visit.id, site);
    canceled.push({ visit: visit.visit ?? 0, id: visit.id });
  }
  return { series_id: booking.series_id, canceled };
}
