import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { classifyHost, isIpLiteral, isValidHost } from '../../lib/hosts';
import type { Lookups } from '../../plugins/lookups';

/** Whether this platform serves a host name: its own names, a practice's sub-domain (or a former one still redirecting), or a custom domain a practice has set. */
export async function servesHost(deps: AppDeps, lookups: Lookups, domain: string): Promise<boolean> {
  if (!isValidHost(domain) || domain.includes(':') || isIpLiteral(domain)) return false;
  const host = classifyHost(domain, deps.config.baseDomain);
  if (host.kind === 'main' || host.kind === 'portal') return true;
  if ((await lookups.website(host)) !== undefined) return true;
  // A former sub-domain still redirects, which over HTTPS needs its certificate.
  return host.kind === 'subdomain' && (await lookups.movedSubDomain(host.label)) !== undefined;
}

/**
 * GET /tls/ask?domain=<name>: the reverse proxy's on-demand TLS asks here before it requests a
 * certificate, so certificates are only ever issued for names a practice uses (200), never for
 * any name pointed at the server (404). Mounted before the host is resolved: the proxy calls
 * it by the app's internal address.
 */
export const tlsAskRoutes = (deps: AppDeps, lookups: Lookups) =>
  new Elysia({ name: 'tls-ask-routes', seed: seedOf(deps) }).get('/tls/ask', async ({ query, set }) => {
    const domain = typeof query.domain === 'string' ? query.domain.trim().toLowerCase() : '';
    set.status = (await servesHost(deps, lookups, domain)) ? 200 : 404;
    return '';
  });
