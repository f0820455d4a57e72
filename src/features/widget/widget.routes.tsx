import { t as schema } from 'elysia';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { loginRedirect, redirectTo } from '../../plugins/redirects';
import { signWidgetToken } from '../../plugins/session';
import { notFound } from '../../lib/errors';
import { requestHost } from '../../lib/hosts';
import { withFrameAncestors } from '../../lib/embed-origins';
import { hostOrigin } from '../../lib/site-url';
import { t } from '../../lib/i18n';
import type { Tenant } from '../../lib/tenant';
import { embedStart, embedWizard } from './widget.service';
import { EmbedPage } from './views/EmbedPage';
import { SignedInPage } from './views/SignedInPage';

const LOADER = readFileSync(fileURLToPath(new URL('../../../public/js/embed.js', import.meta.url)), 'utf8');
const SIGNED_IN = '/embed/signed-in';

type Site = Extract<Tenant, { kind: 'site' }>;
const siteOf = (tenant: Tenant): Site => {
  if (tenant.kind !== 'site') throw notFound();
  return tenant;
};

const WizardQuery = schema.Object({
  listing: schema.Optional(schema.Numeric()),
  type: schema.Optional(schema.Numeric()),
  slot: schema.Optional(schema.String({ maxLength: 40 })),
  tz: schema.Optional(schema.String({ maxLength: 64 })),
});

/**
 * The booking widget a practice puts on its own website: `/embed.js` (the one script tag) frames
 * `/embed`, which only the practice's listed origins may frame; sign-in happens first party in a
 * new window (`/embed/signed-in`) that hands the frame a short-lived token by postMessage.
 */
export const widgetRoutes = (deps: AppDeps) =>
  featureRoutes('widget-routes', deps)
    .get('/embed.js', ({ tenant, set, request }) => {
      siteOf(tenant);
      set.headers['content-type'] = 'text/javascript; charset=utf-8';
      set.headers['cache-control'] = 'public, max-age=300';
      set.headers.vary = 'Accept-Language';
      // The host the script was served from (this practice's, resolved by the tenant plugin): where its frame is.
      const origin = hostOrigin(deps.config, requestHost(request, deps.config.trustProxy));
      return LOADER.replace('"__WIDGET_TITLE__"', JSON.stringify(t('Book an Appointment'))).replace('"__WIDGET_ORIGIN__"', JSON.stringify(origin));
    })
    .get('/embed', async ({ tenant, set }) => {
      const site = siteOf(tenant);
      set.headers['content-security-policy'] = withFrameAncestors(String(set.headers['content-security-policy'] ?? ''), site.website.embed_origins);
      delete set.headers['x-frame-options'];
      // The frame never reads a cookie: everyone shares one page, and nothing personal is on it.
      set.headers['cache-control'] = 'no-cache';
      return <EmbedPage site={site} start={await embedStart(deps, site)} />;
    })
    .get(SIGNED_IN, async ({ tenant, principal, request, set, jwt }) => {
      siteOf(tenant);
      if (!principal) return redirectTo(set, loginRedirect('/login', SIGNED_IN));
      const { token } = await signWidgetToken(deps, jwt.sign, { ...principal, token_version: principal.token_version ?? 0 }, requestHost(request, deps.config.trustProxy));
      set.headers['cache-control'] = 'no-store';
      set.headers['referrer-policy'] = 'no-referrer';
      return <SignedInPage site={siteOf(tenant)} token={token} />;
    })
    .get('/api/embed/wizard', ({ tenant, user, query }) => embedWizard(deps, siteOf(tenant), user, query), {
      auth: true,
      query: WizardQuery,
      detail: {
        summary: 'The booking wizard for the signed-in person in the framed widget: {allowed, props} or {allowed: false, message}',
        description: 'Called by /embed with the widget token (Authorization: Bearer) handed over by /embed/signed-in; only on a practice host.',
        tags: ['booking'],
      },
    });
