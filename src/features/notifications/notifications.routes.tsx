import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { setup } from '../../plugins/setup';
import { listOutboxNewestFirst } from './notifications.repo';
import { OutboxPage } from './views/OutboxPage';

/** /dev/outbox (contract "Development outbox"); the route does not exist in production. */
export const notificationsRoutes = (deps: AppDeps) => {
  const app = new Elysia({ name: 'notifications-routes', seed: seedOf(deps) }).use(setup(deps));
  if (deps.config.production) return app;
  return app.get('/dev/outbox', async ({ request, tenant }) => {
    const messages = await listOutboxNewestFirst(deps.database.db);
    if ((request.headers.get('accept') ?? '').includes('application/json')) {
      return messages.map(({ channel, to, subject, body, created_at }) => ({ channel, to, subject, body, created_at }));
    }
    return <OutboxPage tenant={tenant} messages={messages} />;
  });
};
