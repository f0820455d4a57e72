import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { LIMITS } from '../../lib/constants/limits';
import { visibleListings } from '../listings/listings.service';
import { isTakingBookings } from '../accounts/accounts.practices.service';
import { wizardFor, wizardListings, type WizardQuery } from '../booking/booking.wizard';
import type { EmbedBookingProps } from '../../../islands/EmbedBooking/types';

type Site = Extract<Tenant, { kind: 'site' }>;

/** What the framed widget starts with: the practice's visible listings, worded for the reader, or null while it takes no bookings. */
export async function embedStart(deps: AppDeps, site: Site): Promise<Omit<EmbedBookingProps, 'i18n'> | null> {
  const vendorId = site.website.vendor_id;
  if (!(await isTakingBookings(deps, vendorId))) return null;
  const currency = site.practice.currency;
  const listings = wizardListings(await visibleListings(deps, vendorId), currency);
  return { practiceName: site.website.name, listings, daysAhead: LIMITS.BOOKING_DAYS_AHEAD };
}

/** The booking wizard's props for the signed-in person in the frame: the same rules as the site's own /book. */
export function embedWizard(deps: AppDeps, site: Site, principal: Principal, query: WizardQuery) {
  return wizardFor(deps, site, principal, query);
}
