import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { t as tr } from '../../lib/i18n';
import { subscribeToNewsletter } from './public-site.service';

/** The footer's newsletter box as JSON: the same address check and list. */
export const publicSiteApi = (deps: AppDeps) =>
  featureRoutes('public-site-api', deps).post(
    '/api/newsletter',
    async ({ body }) => {
      await subscribeToNewsletter(deps, body.email);
      return { msg: tr('Thanks for subscribing!') };
    },
    { body: t.Object({ email: t.String({ maxLength: 300 }) }) },
  );
