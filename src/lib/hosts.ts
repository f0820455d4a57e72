/**
 * Which part of the product a Host header asks for (contract "Hosts").
 *
 * With BASE_DOMAIN=localhost:
 *   localhost, www.localhost        → main (the public site)
 *   app.localhost                   → portal (practice login and signup, no header)
 *   happypaws.localhost             → sub-domain "happypaws" (label longer than 3 characters)
 *   abc.localhost, a.b.localhost    → custom domain lookup (so usually "Site not found")
 *   happypaws-clinic.test           → custom domain lookup
 *   127.0.0.1, [::1]:3000, 10.0.0.5 → main (a server opened by its IP address)
 * Ports, upper case and a trailing dot are ignored.
 */
import { urlAuthority } from './request-url';

type HostKind =
  | { kind: 'main' }
  | { kind: 'portal' }
  | { kind: 'subdomain'; label: string }
  | { kind: 'custom'; domain: string };

function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  if (colon !== -1) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

export function classifyHost(rawHost: string, baseDomain: string): HostKind {
  const host = normalizeHost(rawHost);
  const base = normalizeHost(baseDomain);
  if (host === base || host === `www.${base}` || host === '' || isIpLiteral(host)) return { kind: 'main' };
  if (host === `app.${base}`) return { kind: 'portal' };
  if (host.endsWith(`.${base}`)) {
    const label = host.slice(0, -(base.length + 1));
    if (!label.includes('.') && label.length > 3) return { kind: 'subdomain', label };
  }
  return { kind: 'custom', domain: host };
}

/** An IPv4 address ("127.0.0.1") or a bracketed IPv6 one ("[::1]"), without its port. */
export function isIpLiteral(host: string): boolean {
  if (host.startsWith('[') && host.endsWith(']')) return /^\[[0-9a-f:.]+\]$/.test(host) && host.includes(':');
  const parts = host.split('.');
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

const HOST_NAME = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/i;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;

/**
 * Whether a Host header can name this server: a name or IP address of at most 253
 * characters, with an optional port from 1 to 65535. Empty, spaces, "%", "@", a port of
 * 99999999, ... are not (the request is refused with 400 before anything reads it).
 */
export function isValidHost(host: string): boolean {
  if (host.length === 0 || host.length > 260) return false;
  let name = host;
  const close = host.lastIndexOf(']');
  const colon = host.lastIndexOf(':');
  if (colon > close) {
    const port = host.slice(colon + 1);
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return false;
    name = host.slice(0, colon);
  }
  if (name.startsWith('[')) return IPV6.test(name) && name.includes(':');
  return name.length <= 254 && HOST_NAME.test(name);
}

/**
 * The host a request was made to: its Host header, or X-Forwarded-Host when a trusted proxy
 * sets it, or the URL's authority. Never throws; '' when there is none (see `isValidHost`).
 */
export function requestHost(request: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host') : null;
  return (forwarded?.split(',')[0]?.trim() || (request.headers.get('host') ?? urlAuthority(request.url))).trim();
}
