import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Website } from '../../../db/schema';
import { sitePage } from '../../lib/site-pages';
import { htmlBytes } from '../../plugins/html-responses';
import { siteHome } from './tenant-site.service';
import { SiteHomePage } from './views/SiteHomePage';

/**
 * `/` on a practice host: the branded booking page. Mounted by the public site's `/` route.
 * A request that carries no session at all (`anonymous`: no session cookie, no Bearer header)
 * gets the page every signed-out visitor shares, rendered once per practice, content version
 * and day (its islands show today's dates); anyone else gets a fresh render.
 */
export async function tenantSiteHome(deps: AppDeps, website: Website, principal: Principal | null, anonymous: boolean): Promise<string | Uint8Array> {
  const render = async () => <SiteHomePage website={website} principal={principal} {...await siteHome(deps, website)} />;
  if (principal || !anonymous) return render();
  return sitePage(deps.database, website.vendor_id, website.content_version, deps.clock().toISOString().slice(0, 10), () => htmlBytes(render()));
}
