import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';

/** `clientIp`: the caller's address (the first X-Forwarded-For hop only behind a trusted proxy). */
export const clientIpPlugin = (deps: AppDeps) =>
  new Elysia({ name: 'client-ip', seed: seedOf(deps) }).derive({ as: 'global' }, ({ request, server }) => {
    const forwarded = deps.config.trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    return { clientIp: forwarded || server?.requestIP(request)?.address || 'unknown' };
  });
