import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { classifyHost, requestHost } from '../lib/hosts';
import type { Tenant } from '../lib/tenant';
import type { Lookups } from './lookups';


export async function resolveTenant(deps: AppDeps, lookups: Lookups, request: Request): Promise<Tenant> {
  const host = requestHost(request, deps.config.trustProxy);
  const found = classifyHost(host, deps.config.baseDomain);
  if (found.kind === 'main' || found.kind === 'portal') return found;
  const website = await lookups.website(found);
  return website ? { kind: 'site', website, practice: await lookups.practiceLocale(website.vendor_id) } : { kind: 'unknown', host };
}

/** Resolves the host once per request into `tenant` (architecture §4). */
export const tenantPlugin = (deps: AppDeps, lookups: Lookups) =>
  new Elysia({ name: 'tenant', seed: seedOf(deps) }).derive({ as: 'global' }, async ({ request }) => ({
    tenant: await resolveTenant(deps, lookups, request),
  }));
