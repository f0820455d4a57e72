import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { fromThisMachine } from '../../plugins/dev-access';
import { notFound } from '../../lib/errors';
import { outboxNewestFirst } from './notifications.outbox.service';
import { outboxJson } from './notifications.outbox-json';
import { OutboxPage } from './views/OutboxPage';

/**
 * /dev/outbox (contract "Development outbox"): it holds reset and set-password links, so it
 * answers only in development, only on the main host (not `app.`, a practice site or a custom
 * domain) and only to a loopback connection; the address is the socket's, never X-Forwarded-For
 * (which can only refuse).
 * In production the route does not exist.
 */
export const notificationsRoutes = (deps: AppDeps) => {
  const app = featureRoutes('notifications-routes', deps);
  if (deps.config.production) return app;
  return app.get('/dev/outbox', async ({ request, tenant, peerIp }) => {
    if (!fromThisMachine(request, tenant, peerIp)) throw notFound();
    const messages = await outboxNewestFirst(deps);
    if ((request.headers.get('accept') ?? '').includes('application/json')) {
      return messages.map(outboxJson);
    }
    return <OutboxPage tenant={tenant} messages={messages} />;
  });
};
