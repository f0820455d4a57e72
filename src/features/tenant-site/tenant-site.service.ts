import type { AppDeps } from '../../deps';
import type { Consultation } from '../../../db/schema';
import { sanitizePracticeHtml } from '../../lib/sanitize';
import type { Website } from '../../../db/schema';
import { findListingsByVendor, findWebsiteByCustomDomain, findWebsiteBySubDomain } from './tenant-site.repo';

export interface PublicListing {
  id: number;
  title: string;
  line1: string;
  line2: string | null;
  address: string | null;
  avatar: string | null;
  timezone: string;
  consultations: Consultation[];
}

/** A listing is shown to owners only with its enabled consultations, and not at all when none is enabled (spec §3). */
export async function visibleListings(deps: AppDeps, vendorId: number): Promise<PublicListing[]> {
  const rows = await findListingsByVendor(deps.database.db, vendorId);
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      line1: row.line1,
      line2: row.line2,
      address: row.address,
      avatar: row.avatar,
      timezone: row.timezone,
      consultations: row.consultations.filter((c) => c.status),
    }))
    .filter((listing) => listing.consultations.length > 0);
}

/** The website a host names (the tenant plugin's look-up): by sub-domain label or by custom domain. */
export function websiteForHost(deps: AppDeps, host: { kind: 'subdomain'; label: string } | { kind: 'custom'; domain: string }): Promise<Website | undefined> {
  const db = deps.database.db;
  return host.kind === 'subdomain' ? findWebsiteBySubDomain(db, host.label) : findWebsiteByCustomDomain(db, host.domain);
}

export async function siteHome(deps: AppDeps, website: Website) {
  return {
    headerHtml: sanitizePracticeHtml(website.header_section),
    bodyHtml: sanitizePracticeHtml(website.body_section),
    listings: await visibleListings(deps, website.vendor_id),
  };
}
