import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { redirectAfterPost } from '../../plugins/redirects';
import { ownersOverview, practicesOverview, setPracticeSuspended } from './admin.service';
import { AdminScreen, AdminTable, OWNERS, PRACTICES, type AdminScreenSpec } from './views/AdminScreens';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { noDefault } from '../../lib/no-default';
import { SEARCH_TYPED_MAX, searchRefusal } from '../../lib/search-text';

const ADMIN = { auth: { role: 'admin' as const } };
/** The text is taken at any length the address holds, to show it back beside the box with why it was not searched (searchRefusal). */
const Search = t.Object({ q: t.Optional(t.String({ maxLength: SEARCH_TYPED_MAX })) });

interface ScreenContext {
  tenant: Tenant;
  user: Principal;
  query: { q?: string };
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, unknown> };
}

/** A searchable screen: the whole page, or with htmx only its table. */
const searchScreen =
  <R,>(deps: AppDeps, spec: AdminScreenSpec<R>, load: (deps: AppDeps, principal: Principal, q: string) => Promise<R[]>) =>
  async (ctx: ScreenContext) => {
    const { tenant, user, query, set } = ctx;
    const q = query.q ?? '';
    const refused = searchRefusal(q);
    // htmx: the refusal is placed beside the box (public/js/refusals.js) and the table stays as it was.
    if (refused && ctx.isHtmx) throw refused;
    if (refused) ctx.set.status = 422;
    const rows = await load(deps, user, refused ? '' : q);
    set.headers.vary = 'HX-Request';
    return respond(
      ctx,
      () => <AdminScreen spec={spec} tenant={tenant} principal={user} rows={rows} q={q} error={refused?.message} />,
      () => <AdminTable spec={spec} rows={rows} />,
    );
  };

/** The platform admin's own screens: practices (search, suspend, restore) and owners. Reports are the reports feature's. */
export const adminRoutes = (deps: AppDeps) =>
  featureRoutes('admin-routes', deps)
    .get(PRACTICES.path, searchScreen(deps, PRACTICES, practicesOverview), { ...ADMIN, query: Search })
    .get(OWNERS.path, searchScreen(deps, OWNERS, ownersOverview), { ...ADMIN, query: Search })
    .post(
      '/app/admin/practices/:id/:action',
      async (ctx) => {
        await setPracticeSuspended(deps, ctx.user, ctx.params.id, ctx.params.action === 'suspend');
        return redirectAfterPost(ctx, '/app/admin');
      },
      { ...ADMIN, params: t.Object({ id: t.Numeric({ minimum: 1 }), action: noDefault(t.UnionEnum(['suspend', 'restore'])) }) },
    );
