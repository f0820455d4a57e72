import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { browserZoneOf } from '../../plugins/viewer-zone';
import { NotFoundPage } from '../../ui/ErrorPages';
import { CONTENT_PAGES } from './public-site.content';
import { FIND_PATH, FindQuery, parseFind } from './public-site.find.model';
import { findPractices } from './public-site.find.service';
import { FindAnswer, FindPage } from './views/FindPage';

/**
 * `/vet-appointments/` on the main host: the page's text, the search and its results. One URL
 * answers the page or (htmx) the results fragment; bad input answers 422 with the field named,
 * shown on the form (or `{msg, field}` to a JSON client), and nothing is searched.
 */
export const findRoutes = (deps: AppDeps) =>
  featureRoutes('find-routes', deps).get(
    FIND_PATH,
    async (ctx) => {
      const { tenant, principal, query, set, request } = ctx;
      if (tenant.kind !== 'main') {
        set.status = 404;
        return <NotFoundPage tenant={tenant} principal={principal} />;
      }
      set.headers.vary = 'HX-Request, Cookie, Authorization';
      if (principal) set.headers['cache-control'] = 'private, no-store';
      const { search, errors } = parseFind(query);
      const problem = Object.entries(errors)[0];
      if (problem) {
        set.status = 422;
        if ((request.headers.get('accept') ?? '').includes('application/json')) return { msg: problem[1], field: problem[0] };
      }
      const results = problem ? null : await findPractices(deps, search, browserZoneOf(request));
      return respond(
        ctx,
        () => <FindPage page={CONTENT_PAGES[FIND_PATH]!} tenant={tenant} principal={principal} search={search} errors={errors} results={results} />,
        () => <FindAnswer search={search} errors={errors} results={results} />,
      );
    },
    { query: FindQuery, detail: { summary: 'Find a practice: keyword, location and consultation type (the page, or its results for htmx)', tags: ['public'] } },
  );
