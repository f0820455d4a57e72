import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { redirectTo } from '../../plugins/redirects';
import { CONTENT_PAGES } from './public-site.content';
import { ContentPageView } from './views/ContentPageView';
import { HomePage } from './views/HomePage';
import { NotFoundPage } from '../../ui/ErrorPages';
import { tenantSiteHome } from '../tenant-site/tenant-site.routes';
import { entryForm } from '../accounts/accounts.http';
import { AuthPage } from '../accounts/views/AuthPage';
import { memo } from '../../lib/memo';
import { appNow } from '../../lib/clock';
import { t as tr } from '../../lib/i18n';
import { AppError } from '../../lib/errors';
import { NewsletterForm } from '../../ui/NewsletterForm';
import { Layout } from '../../ui/Layout';
import { subscribeToNewsletter } from './public-site.service';
import { findRoutes } from './public-site.find.routes';
import { FIND_PATH } from './public-site.find.model';
import { HTML_CONTENT_TYPE, htmlBytes } from '../../plugins/html-responses';

/** The public pages a signed-out visitor sees on the main host are the same for everyone: rendered once per path and year (the footer's), kept as bytes. */
const keptPages = memo<Uint8Array>({ max: 100 });
async function anonymousPages(set: { headers: Record<string, unknown> }, path: string, render: () => JSX.Element): Promise<Uint8Array> {
  set.headers['content-type'] = HTML_CONTENT_TYPE;
  return keptPages(`${path} ${appNow().getUTCFullYear()}`, () => htmlBytes(render()));
}

/** Pages a practice site serves too (spec §2: privacy policy and terms). */
const SHARED_WITH_SITES = new Set(['/privacy-policy/', '/terms-conditions/']);

export const publicSiteRoutes = (deps: AppDeps) => {
  const app = featureRoutes('public-site-routes', deps)
    .use(findRoutes(deps))
    .get('/', async (ctx) => {
      const z = ctx.query.z;
      // A booking link at the root goes to /appointments with its token (spec §2).
      if (typeof z === 'string' && z) return redirectTo(ctx.set, `/appointments?z=${encodeURIComponent(z)}`);
      if (ctx.tenant.kind === 'site') {
        // The signed-out page is shared by every visitor; the signed-in one names the person, so nothing keeps it.
        ctx.set.headers.vary = 'Cookie, Authorization';
        // Set here: the kept page is answered as its bytes, which the JSX plugin does not mark.
        ctx.set.headers['content-type'] = HTML_CONTENT_TYPE;
        if (ctx.principal) ctx.set.headers['cache-control'] = 'private, no-store';
        return tenantSiteHome(deps, ctx.tenant, ctx.principal, ctx.sessionState === 'none');
      }
      if (ctx.tenant.kind === 'portal') return <AuthPage tenant={ctx.tenant} principal={ctx.principal} form={entryForm('/', ctx.query, ctx.tenant)} />;
      if (ctx.principal) return <HomePage tenant={ctx.tenant} principal={ctx.principal} />;
      return anonymousPages(ctx.set, '/', () => <HomePage tenant={ctx.tenant} principal={null} />);
    });
  app.post(
    '/newsletter',
    async (ctx) => {
      const { body, tenant, principal, set } = ctx;
      let form: JSX.Element;
      try {
        await subscribeToNewsletter(deps, body.email);
        form = <NewsletterForm done />;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        set.status = error.status;
        form = <NewsletterForm value={body.email} error={error.message} />;
      }
      return respond(
        ctx,
        () => (
          <Layout title={tr('Newsletter')} tenant={tenant} principal={principal}>
            <section class="container narrow page-message">{form}</section>
          </Layout>
        ),
        () => form,
      );
    },
    { body: t.Object({ email: t.Optional(t.String({ maxLength: 300, label: 'Email' })) }) },
  );
  for (const [path, page] of Object.entries(CONTENT_PAGES)) {
    // Its text is the search page's (public-site.find.routes).
    if (path === FIND_PATH) continue;
    app.get(path, ({ tenant, principal, set }) => {
      if (tenant.kind !== 'main' && !SHARED_WITH_SITES.has(path)) {
        set.status = 404;
        return <NotFoundPage tenant={tenant} principal={principal} />;
      }
      // The signed-out page is shared (rendered once an hour); the signed-in one names the person's
      // next steps, so it is never kept, here or by any cache on the way.
      set.headers.vary = 'Cookie, Authorization';
      if (principal) set.headers['cache-control'] = 'private, no-store';
      if (principal || tenant.kind !== 'main') return <ContentPageView page={page} tenant={tenant} principal={principal} />;
      return anonymousPages(set, path, () => <ContentPageView page={page} tenant={tenant} principal={null} />);
    });
  }
  return app;
};
