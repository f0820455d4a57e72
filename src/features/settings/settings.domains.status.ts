import { Resolver } from 'node:dns/promises';
import type { AppDeps } from '../../deps';
import type { Website } from './settings.repo';
import { formerSubDomains } from './settings.service';

/** Answers the CNAME targets of a host name (empty when it has none or the lookup fails). */
export type CnameLookup = (host: string) => Promise<string[]>;

const LOOKUP_TIMEOUT_MS = 1500;

/** node:dns with a short timeout and one try, so an offline server answers "not yet" quickly. */
export const dnsCnameLookup: CnameLookup = async (host) => {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 1 });
  const timer = new Promise<string[]>((resolve) => setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS + 200));
  try {
    return await Promise.race([resolver.resolveCname(host).catch(() => [] as string[]), timer]);
  } finally {
    resolver.cancel();
  }
};

export interface DomainStatus {
  /** `<scheme>://<sub-domain>.<domain>` (with the platform's port, if any). */
  siteUrl: string;
  customUrl: string | null;
  /** The DNS record to create for the custom domain: a CNAME to the platform's domain. */
  cname: { name: string; target: string } | null;
  /** Whether the custom domain's CNAME currently points at this platform. */
  reaches: boolean;
  /** Former addresses still redirecting here, and until when (ISO instants). */
  redirects: { url: string; until: string }[];
}

/** The address of a practice site on this platform: the public URL's scheme and port, the sub-domain before its host. */
export function siteUrlOf(publicUrl: string, subDomain: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol}//${subDomain}.${url.host}`;
}

export async function domainStatus(deps: AppDeps, website: Website | null): Promise<DomainStatus | null> {
  if (!website) return null;
  const base = deps.config.baseDomain;
  const target = `${website.sub_domain.toLowerCase()}.${base}`;
  const custom = website.custom_domain;
  let reaches = false;
  if (custom) {
    const lookup = deps.dns?.resolveCname ?? dnsCnameLookup;
    const answers = (await lookup(custom)).map((a) => a.toLowerCase().replace(/\.$/, ''));
    reaches = answers.some((a) => a === target || a === base);
  }
  const scheme = new URL(deps.config.publicUrl).protocol;
  const redirects = (await formerSubDomains(deps, website.vendor_id)).map((r) => ({ url: siteUrlOf(deps.config.publicUrl, r.sub_domain), until: r.until }));
  return {
    redirects,
    siteUrl: siteUrlOf(deps.config.publicUrl, website.sub_domain.toLowerCase()),
    customUrl: custom ? `${scheme}//${custom}` : null,
    cname: custom ? { name: custom, target } : null,
    reaches,
  };
}
