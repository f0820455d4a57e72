import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { classifyHost, requestHost } from '../lib/hosts';
import { findWebsiteByCustomDomain, findWebsiteBySubDomain, type Website } from '../features/tenant-site/tenant-site.repo';

export type Tenant =
  | { kind: 'main' }
  | { kind: 'portal' }
  | { kind: 'site'; website: Website }
  | { kind: 'unknown'; host: string };

export async function resolveTenant(deps: AppDeps, request: Request): Promise<Tenant> {
  const host = requestHost(request, deps.config.trustProxy);
  const found = classifyHost(host, deps.config.baseDomain);
  if (found.kind === 'main' || found.kind === 'portal') return found;
  const db = deps.database.db;
  const website =
    found.kind === 'subdomain' ? await findWebsiteBySubDomain(db, found.label) : await findWebsiteByCustomDomain(db, found.domain);
  return website ? { kind: 'site', website } : { kind: 'unknown', host };
}

/** Resolves the host once per request into `tenant` (architecture §4). */
export const tenantPlugin = (deps: AppDeps) =>
  new Elysia({ name: 'tenant', seed: seedOf(deps) }).derive({ as: 'global' }, async ({ request }) => ({
    tenant: await resolveTenant(deps, request),
  }));
