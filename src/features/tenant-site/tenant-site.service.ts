import type { AppDeps } from '../../deps';
import type { Website } from '../../../db/schema';
import { sanitizePracticeHtml } from '../../lib/sanitize';
import { visibleListings } from '../listings/listings.service';
import { isTakingBookings } from '../accounts/accounts.practices.service';

/** Re-exported for booking.wizard.ts until it imports from the listings service (helper "islands" owns that file). */

export async function siteHome(deps: AppDeps, website: Website) {
  return {
    headerHtml: sanitizePracticeHtml(website.header_section),
    bodyHtml: sanitizePracticeHtml(website.body_section),
    listings: await visibleListings(deps, website.vendor_id),
    takingBookings: await isTakingBookings(deps, website.vendor_id),
  };
}
