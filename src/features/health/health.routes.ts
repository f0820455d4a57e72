import { Elysia } from 'elysia';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { seedOf, type AppDeps } from '../../deps';
import { MIGRATIONS_FOLDER } from '../../../db/migrate';

const expectedMigrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;

/** GET /healthz: 200 once the database answers and every migration is applied, 503 otherwise. */
export const healthRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'health-routes', seed: seedOf(deps) }).get('/healthz', async ({ set }) => {
    try {
      const result = await deps.database.client.execute('SELECT count(*) AS n FROM __drizzle_migrations');
      if (Number(result.rows[0]?.n) >= expectedMigrations) return { status: 'ok' };
    } catch {
      // not reachable or not migrated: answered below
    }
    set.status = 503;
    return { status: 'unavailable' };
  });
