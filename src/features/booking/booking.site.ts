import type { AppDeps } from '../../deps';
import type { BookingDetails } from '../../../db/schema';
import { siteOrigin, type SiteOrigin } from '../../lib/site-url';
import { PRODUCT_BRAND, practiceBrand, type MailBrand } from '../../ui/mail/brand';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { websiteOfVendor } from '../settings/settings.service';
import { findLatestBookedOnSite } from './booking.repo';

/*
 * Which site what is sent about a booking points at: the practice's own site (its address, name
 * and logo) or the main host (PUBLIC_URL, VetConsult). Every sender asks here — the booking's
 * e-mails, reminders and their SMS, waitlist offers, the booking and manage links — so none of
 * them sends an owner who booked on the practice's site to the main host.
 * See docs/decisions/0048-the-site-of-a-booking.md.
 */

/** A practice's own site, as its website row names it; null when it has none. */
export async function practiceSite(deps: AppDeps, vendorId: number): Promise<SiteOrigin | null> {
  const website = await websiteOfVendor(deps, vendorId);
  return website ? siteOrigin(deps.config, { kind: 'site', website }) : null;
}

/**
 * The site of a booking: the practice's site a change was asked on (`askedOn`, when it is this
 * practice's), else the one it was booked on (`details.booked_on_site`), else the main host.
 */
export async function siteOfBooking(
  deps: AppDeps,
  booking: { vendor_id: number; details: Pick<BookingDetails, 'booked_on_site'> },
  askedOn?: SiteOrigin | null,
): Promise<SiteOrigin | null> {
  if (askedOn && askedOn.vendorId === booking.vendor_id) return askedOn;
  return booking.details.booked_on_site ? practiceSite(deps, booking.vendor_id) : null;
}

/**
 * The site an owner deals with a practice on, for what records none of its own (a waitlist
 * entry): where their latest booking with it was made, else its site when they signed up there.
 */
export async function siteOfCustomer(deps: AppDeps, userId: number, vendorId: number): Promise<SiteOrigin | null> {
  const latest = await findLatestBookedOnSite(deps.database.db, vendorId, userId);
  const onSite = latest ?? (await findOwnerById(deps, userId))?.vendor_id === vendorId;
  return onSite ? practiceSite(deps, vendorId) : null;
}

/** Whose name and logo a message wears: the practice's on its site (the logo made absolute there), else the product's. */
export async function brandOfSite(deps: AppDeps, site: SiteOrigin | null | undefined): Promise<MailBrand> {
  if (!site) return PRODUCT_BRAND;
  const website = await websiteOfVendor(deps, site.vendorId);
  return practiceBrand(site.name, website?.logo, site.url);
}
