import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { siteOrigin } from '../../lib/site-url';
import { fhirAnswer } from '../records/records.fhir.routes';
import { secondOpinionBundle } from './requests.fhir.service';

/** The second opinion's packet for the practice asked: the shared records as a FHIR R4 Bundle. */
export const requestsFhirRoutes = (deps: AppDeps) =>
  featureRoutes('requests-fhir', deps).get(
    '/api/requests/:id/fhir',
    async ({ user, params, tenant }) => {
      const base = siteOrigin(deps.config, tenant)?.url ?? deps.config.publicUrl;
      return fhirAnswer(await secondOpinionBundle(deps, user, params.id, base), `second-opinion-${params.id}-fhir.json`);
    },
    {
      auth: { role: ['user', 'vendor'] as ('user' | 'vendor')[] },
      params: t.Object({ id: t.Numeric({ minimum: 1 }) }),
      detail: { summary: "A second opinion's shared records as a FHIR R4 Bundle (the practice asked, or the owner)", tags: ['requests'] },
    },
  );
