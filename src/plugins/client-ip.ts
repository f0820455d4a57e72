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
 */
export const clientIpPlugin = (deps: AppDeps) =>
  new Elysia({ name: 'client-ip', seed: seedOf(deps) }).derive({ as: 'global' }, ({ request, server }) => ({
    clientIp: clientAddress(request, server, deps.config.trustProxy),
    peerIp: peerAddress(request, server),
  }));
