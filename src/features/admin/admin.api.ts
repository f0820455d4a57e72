import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { noDefault } from '../../lib/no-default';
import { practicesOverview, setPracticeSuspended } from './admin.service';

const ADMIN = { auth: { role: 'admin' as const } };
const ActionParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a practice id' }), action: noDefault(t.UnionEnum(['suspend', 'restore'], { error: 'action must be suspend or restore' })) });

/** The platform admin's Practices screen as JSON: search, and suspend or restore a practice. */
export const adminApi = (deps: AppDeps) =>
  featureRoutes('admin-api', deps)
    .get('/api/admin/practices', async ({ user, query }) => ({ practices: await practicesOverview(deps, user, query.q ?? '') }), { ...ADMIN, query: t.Object({ q: t.Optional(t.String({ maxLength: 100 })) }) })
    .post(
      '/api/admin/practices/:id/:action',
      async ({ user, params }) => {
        await setPracticeSuspended(deps, user, params.id, params.action === 'suspend');
        return { id: params.id, suspended: params.action === 'suspend' };
      },
      { ...ADMIN, params: ActionParams },
    );
