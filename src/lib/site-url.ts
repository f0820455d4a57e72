/**
 * Where mail and links started on a practice's own site point: the practice's
 * site, built from the resolved tenant's website row (its sub-domain under BASE_DOMAIN) with
 * the scheme and port of PUBLIC_URL; never from the request's Host header, which the
 * caller controls. Anywhere else they point at PUBLIC_URL.
 */

/** What is needed of a resolved tenant (plugins/tenant `Tenant`). */
export type TenantLike = { kind: string; website?: { vendor_id: number; name: string; sub_domain: string; custom_domain: string | null } };

/** A practice's site as mail names and links it. */
export interface SiteOrigin {
  vendorId: number;
  /** The practice's site name, e.g. "Happy Paws Veterinary Clinic". */
  name: string;
  /** e.g. http://happypaws.localhost:3000 (no trailing slash). */
  url: string;
}

/**
 * The practice site a request was made on, or null on the main host, the portal or an
 * unknown host. The sub-domain is used (it is served wherever BASE_DOMAIN is); a custom
 * domain depends on the practice's own DNS.
 */
export function siteOrigin(config: { publicUrl: string; baseDomain: string }, tenant: TenantLike | null | undefined): SiteOrigin | null {
  if (!tenant || tenant.kind !== 'site' || !tenant.website) return null;
  return { vendorId: tenant.website.vendor_id, name: tenant.website.name, url: subDomainOrigin(config, tenant.website.sub_domain) };
}

/** A sub-domain's site as links name it: `happypaws` → http://happypaws.localhost:3000 (PUBLIC_URL's scheme and port). */
export function subDomainOrigin(config: { publicUrl: string; baseDomain: string }, subDomain: string): string {
  const { scheme, port } = schemeAndPort(config.publicUrl);
  const base = config.baseDomain.replace(/:\d+$/, '');
  return `${scheme}//${subDomain}.${base}${port ? `:${port}` : ''}`;
}

/** The origin of a host this server answered as a practice's (its sub-domain or custom domain), with PUBLIC_URL's scheme. */
export function hostOrigin(config: { publicUrl: string }, host: string): string {
  return `${schemeAndPort(config.publicUrl).scheme}//${host.trim().toLowerCase()}`;
}

/** The address links start from: the practice's site when there is one, else PUBLIC_URL. */
export function linkBase(config: { publicUrl: string }, site: SiteOrigin | null | undefined): string {
  return site?.url ?? config.publicUrl;
}

function schemeAndPort(publicUrl: string): { scheme: string; port: string } {
  try {
    const url = new URL(publicUrl);
    return { scheme: url.protocol, port: url.port };
  } catch {
    return { scheme: 'http:', port: '' };
  }
}

/** The deployment's own domain (PUBLIC_URL's host name): what calendar UIDs are made unique on. */
export function calendarDomain(config: { publicUrl: string }): string {
  return new URL(config.publicUrl).hostname;
}
