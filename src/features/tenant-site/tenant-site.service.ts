import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import type { Website } from '../../../db/schema';
import { sanitizePracticeHtml } from '../../lib/sanitize';
import { visibleListings } from '../listings/listings.service';
import { isTakingBookings } from '../accounts/practices.service';
import { findSubDomainsStartingWith, findWebsiteByCustomDomain, findWebsiteBySubDomain, insertWebsite } from './tenant-site.repo';

/** Re-exported for booking.wizard.ts until it imports from the listings service (helper "islands" owns that file). */
export { visibleListings };

/** The website a host names (the tenant plugin's look-up): by sub-domain label or by custom domain. */
export function websiteForHost(deps: AppDeps, host: { kind: 'subdomain'; label: string } | { kind: 'custom'; domain: string }): Promise<Website | undefined> {
  const db = deps.database.db;
  return host.kind === 'subdomain' ? findWebsiteBySubDomain(db, host.label) : findWebsiteByCustomDomain(db, host.domain);
}

/** The sub-domains already taken among `base` and `base-<n>`, inside the signup's transaction. */
export function takenSubDomains(tx: Tx, base: string): Promise<string[]> {
  return findSubDomainsStartingWith(tx, base);
}

/** A new practice's website, inside the signup's transaction. */
export function createWebsite(tx: Tx, values: { vendor_id: number; name: string; sub_domain: string }): Promise<Website> {
  return insertWebsite(tx, values);
}

export async function siteHome(deps: AppDeps, website: Website) {
  return {
    headerHtml: sanitizePracticeHtml(website.header_section),
    bodyHtml: sanitizePracticeHtml(website.body_section),
    listings: await visibleListings(deps, website.vendor_id),
    takingBookings: await isTakingBookings(deps, website.vendor_id),
  };
}
