/**
 * Where a webhook may be sent (a guard against server-side request forgery): https in production,
 * no credentials in the URL, and no address that is not plain public unicast. Pure: the resolver
 * (webhook-resolver.ts) looks the host up and asks `refusedRange` of every address.
 */
import ipaddr from 'ipaddr.js';

/** Why an address is refused (its ipaddr.js range: loopback, private, linkLocal, uniqueLocal, carrierGradeNat…), or null for a public one. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1: judged as the IPv4 address it carries.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

export type UrlProblem = 'invalid' | 'scheme' | 'credentials';

/** A URL's host (brackets of an IPv6 literal removed) and port, or what is wrong with it before any look-up. */
export function checkWebhookUrl(raw: string, production: boolean): { host: string; port: number; url: URL } | { problem: UrlProblem } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'invalid' };
  }
  const schemes = production ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol)) return { problem: 'scheme' };
  if (url.username || url.password) return { problem: 'credentials' };
  if (!url.hostname) return { problem: 'invalid' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { host, port, url };
}

/** `host:port` as WEBHOOK_ALLOW_PRIVATE_HOSTS lists it (an IPv6 host in brackets). */
export const hostPort = (host: string, port: number) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`);
