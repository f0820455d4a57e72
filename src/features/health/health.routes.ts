import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { isMigrated } from '../../../db/migrate';

/** GET /healthz: 200 once the database answers and every migration is applied, 503 otherwise. */
export const healthRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'health-routes', seed: seedOf(deps) }).get('/healthz', async ({ set }) => {
    if (await isMigrated(deps.database.client)) return { status: 'ok' };
    set.status = 503;
    return { status: 'unavailable' };
  });
