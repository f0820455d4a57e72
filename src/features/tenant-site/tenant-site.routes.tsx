import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Website } from '../../../db/schema';
import { siteHome } from './tenant-site.service';
import { SiteHomePage } from './views/SiteHomePage';

/** `/` on a practice host: the branded booking page. Mounted by the public site's `/` route. */
export async function tenantSiteHome(deps: AppDeps, website: Website, principal: Principal | null) {
  const home = await siteHome(deps, website);
  return <SiteHomePage website={website} principal={principal} {...home} />;
}
