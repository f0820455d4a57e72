import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectAfterPost } from '../../plugins/redirects';
import { ownersOverview, practicesOverview, setPracticeSuspended } from './admin.service';
import { OwnersScreen, OwnersTable, PracticesScreen, PracticesTable } from './views/AdminScreens';

const ADMIN = { auth: { role: 'admin' as const } };
const Search = t.Object({ q: t.Optional(t.String({ maxLength: 100 })) });

/** The platform admin's own screens: practices (search, suspend, restore) and owners. Reports are the reports feature's. */
export const adminRoutes = (deps: AppDeps) =>
  featureRoutes('admin-routes', deps)
    .get(
      '/app/admin',
      async ({ tenant, user, query, isHtmx, set }) => {
        const q = query.q ?? '';
        const rows = await practicesOverview(deps, user, q);
        set.headers.vary = 'HX-Request';
        return isHtmx ? <PracticesTable rows={rows} /> : <PracticesScreen tenant={tenant} principal={user} rows={rows} q={q} />;
      },
      { ...ADMIN, query: Search },
    )
    .get(
      '/app/admin/owners',
      async ({ tenant, user, query, isHtmx, set }) => {
        const q = query.q ?? '';
        const rows = await ownersOverview(deps, user, q);
        set.headers.vary = 'HX-Request';
        return isHtmx ? <OwnersTable rows={rows} /> : <OwnersScreen tenant={tenant} principal={user} rows={rows} q={q} />;
      },
      { ...ADMIN, query: Search },
    )
    .post(
      '/app/admin/practices/:id/:action',
      async (ctx) => {
        await setPracticeSuspended(deps, ctx.user, ctx.params.id, ctx.params.action === 'suspend');
        return redirectAfterPost(ctx, '/app/admin');
      },
      { ...ADMIN, params: t.Object({ id: t.Numeric({ minimum: 1 }), action: t.UnionEnum(['suspend', 'restore']) }) },
    );
