import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { unprocessable } from '../../lib/errors';
import { parseEmbedOrigins } from '../../lib/embed-origins';
import { siteOrigin } from '../../lib/site-url';
import { rootAdminVendor, websiteOf } from './settings.service';
import { updateWebsite } from './settings.repo';

/** The booking widget's settings: where its script is served from and the origins allowed to frame it. */
export async function embedSettingsOf(deps: AppDeps, principal: Principal): Promise<{ siteUrl: string; origins: string[] } | null> {
  const website = await websiteOf(deps, principal);
  if (!website) return null;
  return { siteUrl: siteOrigin(deps.config, { kind: 'site', website })!.url, origins: website.embed_origins };
}

/**
 * Saves the origins allowed to frame the widget (`frame-ancestors` on /embed): each checked as
 * an origin, at most MAX_EMBED_ORIGINS; one bad entry is a 422 naming `embed_origins` and saves nothing.
 */
export async function saveEmbedOrigins(deps: AppDeps, principal: Principal, entries: readonly string[]): Promise<string[]> {
  const vendorId = rootAdminVendor(principal);
  const origins = parseEmbedOrigins(entries, deps.config.production);
  const website = await updateWebsite(deps.database.db, vendorId, { embed_origins: origins }, deps.clock().toISOString());
  if (!website) throw unprocessable('Save the website first', 'embed_origins');
  deps.log.info('embed_origins_saved', { vendor_id: vendorId, count: origins.length });
  return website.embed_origins;
}
