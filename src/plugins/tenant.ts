import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { classifyHost, requestHost } from '../lib/hosts';
import type { Tenant } from '../lib/tenant';
import { subDomainOrigin } from '../lib/site-url';
import { requestTarget } from '../lib/request-url';
import type { Lookups } from './lookups';


export async function resolveTenant(deps: AppDeps, lookups: Lookups, request: Request): Promise<Tenant> {
  const host = requestHost(request, deps.config.trustProxy);
  const found = classifyHost(host, deps.config.baseDomain);
  if (found.kind === 'main' || found.kind === 'portal') return found;
  const website = await lookups.website(found);
  if (website) return { kind: 'site', website, practice: await lookups.practiceLocale(website.vendor_id) };
  const movedTo = found.kind === 'subdomain' ? await lookups.movedSubDomain(found.label) : undefined;
  return movedTo ? { kind: 'unknown', host, movedTo } : { kind: 'unknown', host };
}

/**
 * On a practice's former sub-domain while it redirects: a 308 to the same path and query on its
 * new one (a 308 keeps the method, so a form or an embed posting there still arrives). Undefined elsewhere.
 */
export function movedSiteAnswer(deps: AppDeps, tenant: Tenant, request: Request): Response | undefined {
  if (tenant.kind !== 'unknown' || !tenant.movedTo) return undefined;
  const location = `${subDomainOrigin(deps.config, tenant.movedTo)}${requestTarget(request)}`;
  return new Response(null, { status: 308, headers: { location, 'cache-control': 'no-store' } });
}

/** Resolves the host once per request into `tenant` (architecture §4). */
export const tenantPlugin = (deps: AppDeps, lookups: Lookups) =>
  new Elysia({ name: 'tenant', seed: seedOf(deps) }).derive({ as: 'global' }, async ({ request }) => ({
    tenant: await resolveTenant(deps, lookups, request),
  }));
