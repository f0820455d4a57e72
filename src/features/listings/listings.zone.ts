import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { practiceOf } from '../../lib/policy';
import { isZone } from '../../lib/time';
import { browserZoneOf } from '../../plugins/viewer-zone';
import { practiceZone } from './listings.service';

/**
 * The zone a page's times are shown in: one its URL names (`?tz=`, a choice made on that screen),
 * else the browser's (its cookie); before the browser has said (a fresh browser's first page),
 * the practice's: the site's practice on its own site, the reader's own practice for its team,
 * so a New York practice's times are not shown in UTC. UTC only when no practice is known.
 */
export async function readerZone(deps: AppDeps, request: Request, where: { tenant: Tenant; principal: Principal | null }, chosen?: string | null): Promise<string> {
  if (chosen && isZone(chosen)) return chosen;
  const browser = browserZoneOf(request);
  if (browser) return browser;
  const vendorId = where.tenant.kind === 'site' ? where.tenant.website.vendor_id : practiceOf(where.principal);
  return vendorId === null ? 'UTC' : practiceZone(deps, vendorId);
}
