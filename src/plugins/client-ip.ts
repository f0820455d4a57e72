import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';

type PeerServer = { requestIP(request: Request): { address: string } | null } | null | undefined;

/** The address of the connection itself: never a header, whatever proxy sits in front. */
export function peerAddress(request: Request, server: PeerServer): string {
  return server?.requestIP(request)?.address || 'unknown';
}

/** The caller's address: the first X-Forwarded-For hop behind a trusted proxy, else the connection's. */
export function clientAddress(request: Request, server: PeerServer, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || peerAddress(request, server);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * `clientIp`: the caller's address (for limits and logs); `peerIp`: the connection's own
 * address, for what must never trust a header (the development outbox answers loopback only).
 * Both are worked out when a route first reads them, not on every request: asking the server
 * for the peer's address was about 5% of a signed-in page's CPU profile, and only
 * the routes that throttle or log by address read it.
 */
export const clientIpPlugin = (deps: AppDeps) =>
  new Elysia({ name: 'client-ip', seed: seedOf(deps) }).derive({ as: 'global' }, (context) => {
    const { request, server } = context;
    let peer: string | undefined;
    let client: string | undefined;
    Object.defineProperties(context, {
      peerIp: { configurable: true, enumerable: true, get: () => (peer ??= peerAddress(request, server)) },
      clientIp: { configurable: true, enumerable: true, get: () => (client ??= clientAddress(request, server, deps.config.trustProxy)) },
    });
    // The properties are on the context itself; nothing is returned for Elysia to copy (a copy would read them).
    return {} as { clientIp: string; peerIp: string };
  });
