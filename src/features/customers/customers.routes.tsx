import { t } from 'elysia';
import { phoneViewerCountry, withShownPhone } from '../accounts/accounts.mobile';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { SEARCH_MAX, SEARCH_TYPED_MAX, searchRefusal } from '../../lib/search-text';
import { respond } from '../../plugins/htmx';
import { readerZone } from '../listings/listings.zone';
import { customerByHash, customerDetail, customersFor } from './customers.users.service';
import { UsersList, UsersPage } from './views/UsersPage';
import { UserDetailPage } from './views/UserDetailPage';
import { unitsOfPerson } from '../accounts/accounts.preferences';

const PRACTICE = { auth: { role: 'vendor' as const } };
const ListQuery = t.Object({
  q: t.Optional(t.String({ maxLength: SEARCH_MAX, label: 'Search' })),
  page: t.Optional(t.Numeric({ minimum: 1, maximum: 1_000_000, error: 'page must be a number from 1' })),
});
/** The page takes a longer text, to show it back beside the box with why it was not searched (searchRefusal). */
const PageQuery = t.Object({ ...ListQuery.properties, q: t.Optional(t.String({ maxLength: SEARCH_TYPED_MAX })) });
const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });

/** Users (spec §2, §6, §7): the practice's customers, for its root admin; a team member gets 404. */
export const customersRoutes = (deps: AppDeps) =>
  featureRoutes('customers-routes', deps)
    .get(
      '/app/users',
      async (ctx) => {
        const { request, tenant, user, query, set } = ctx;
        const refused = searchRefusal(query.q);
        // htmx: the refusal is placed beside the box (public/js/refusals.js) and the list stays as it was.
        if (refused && ctx.isHtmx) throw refused;
        if (refused) set.status = 422;
        const found = await customersFor(deps, user, refused ? { page: query.page } : query);
        const country = await phoneViewerCountry(deps, user);
        const list = { ...found, items: found.items.map((c) => withShownPhone(c, country)) };
        const zone = await readerZone(deps, request, { tenant, principal: user });
        set.headers.vary = 'HX-Request';
        return respond(
          ctx,
          () => <UsersPage tenant={tenant} principal={user} list={list} zone={zone} search={refused ? { q: query.q!, error: refused.message } : undefined} />,
          () => <UsersList list={list} zone={zone} />,
        );
      },
      { ...PRACTICE, query: PageQuery },
    )
    .get('/app/users/:id', async ({ request, tenant, user, params }) => {
      const detail = await customerDetail(deps, user, params.id);
      const shown = { ...detail, customer: withShownPhone(detail.customer, await phoneViewerCountry(deps, user)) };
      return <UserDetailPage tenant={tenant} principal={user} detail={shown} zone={await readerZone(deps, request, { tenant, principal: user })} units={await unitsOfPerson(deps, user, tenant)} />;
    }, {
      ...PRACTICE,
      params: IdParams,
    })
    .get('/api/users', ({ user, query }) => customersFor(deps, user, query), {
      ...PRACTICE,
      query: ListQuery,
      detail: { summary: "The practice's customers, 10 a page, newest first, searched by the start of name, e-mail or mobile", tags: ['Users'] },
    })
    .get('/api/users/lookup', ({ user, query }) => customerByHash(deps, user, query.hash), {
      ...PRACTICE,
      query: t.Object({ hash: t.String({ minLength: 1, maxLength: 100, error: 'hash is required' }) }),
      detail: { summary: 'One of the practice\'s customers by their hash', tags: ['Users'] },
    })
    .get('/api/users/:id', ({ user, params }) => customerDetail(deps, user, params.id, 'api'), {
      ...PRACTICE,
      params: IdParams,
      detail: { summary: "One customer with their pets and records, read-only", tags: ['Users'] },
    });
