import { isLoopback } from './client-ip';

/** A request relayed by a proxy is not from this machine, even when the proxy itself is. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether a development tool (/dev/outbox, /dev/clock) may answer: only on the main host (not
 * `app.`, a practice site or a custom domain) and only to a loopback connection; the address is
 * the socket's, never X-Forwarded-For (which can only refuse).
 */
export function fromThisMachine(request: Request, tenant: { kind: string }, peerIp: string): boolean {
  return tenant.kind === 'main' && isLoopback(peerIp) && !FORWARDED.some((h) => request.headers.has(h));
}
