import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { currentReader } from '../../lib/i18n';
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
export async function tenantSiteHome(deps: AppDeps, site: Extract<Tenant, { kind: 'site' }>, principal: Principal | null, anonymous: boolean): Promise<string | Uint8Array> {
  const { website, practice } = site;
  const render = async () => <SiteHomePage site={site} principal={principal} {...await siteHome(deps, website)} />;
  if (principal || !anonymous) return render();
  // One shared page per day, reader (language and locale) and the practice's money and units: their change writes no website row.
  const reader = currentReader();
  const variant = [deps.clock().toISOString().slice(0, 10), reader.language, reader.locale, practice.currency, practice.units].join(' ');
  return sitePage(deps.database, website.vendor_id, website.content_version, variant, () => htmlBytes(render()));
}
