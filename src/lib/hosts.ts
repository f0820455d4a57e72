/**
 * Which part of the product a Host header asks for (contract "Hosts").
 *
 * With BASE_DOMAIN=localhost:
 *   localhost, www.localhost        → main (the public site)
 *   app.localhost                   → portal (practice login and signup, no header)
 *   happypaws.localhost             → sub-domain "happypaws" (label longer than 3 characters)
 *   abc.localhost, a.b.localhost    → custom domain lookup (so usually "Site not found")
 *   happypaws-clinic.test           → custom domain lookup
 * Ports, upper case and a trailing dot are ignored.
 */
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
  if (host === base || host === `www.${base}` || host === '') return { kind: 'main' };
  if (host === `app.${base}`) return { kind: 'portal' };
  if (host.endsWith(`.${base}`)) {
    const label = host.slice(0, -(base.length + 1));
    if (!label.includes('.') && label.length > 3) return { kind: 'subdomain', label };
  }
  return { kind: 'custom', domain: host };
}

/** The host a request was made to: its Host header, or X-Forwarded-Host when a trusted proxy sets it. */
export function requestHost(request: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host') : null;
  const host = forwarded?.split(',')[0]?.trim() || request.headers.get('host') || new URL(request.url).host;
  return host;
}
