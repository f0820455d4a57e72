import { t } from 'elysia';
import type { Bundle } from 'fhir/r4';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { notFound } from '../../lib/errors';
import { siteOrigin } from '../../lib/site-url';
import { FHIR_JSON } from './records.fhir';
import { fhirOfPetLogged, fhirOfSharedLinkLogged } from './records.audited';

const READERS = { auth: { role: ['user', 'vendor'] as ('user' | 'vendor')[] } };
const TAGS = ['records'];

/** A Bundle as FHIR JSON; `file` names the download. */
export function fhirAnswer(bundle: Bundle, file: string | null): Response {
  const headers: Record<string, string> = { 'content-type': `${FHIR_JSON}; charset=utf-8`, 'cache-control': 'no-store' };
  if (file) headers['content-disposition'] = `attachment; filename="${file}"`;
  return new Response(JSON.stringify(bundle), { headers });
}

/** A pet's record as a FHIR R4 Bundle: for its owner and a practice that may read it, and behind a live share link. */
export const recordsFhirRoutes = (deps: AppDeps) =>
  featureRoutes('records-fhir', deps)
    .get(
      '/api/pets/:id/fhir',
      async ({ user, params, tenant }) => {
        const base = siteOrigin(deps.config, tenant)?.url ?? deps.config.publicUrl;
        return fhirAnswer(await fhirOfPetLogged(deps, user, params.id, base), `pet-${params.id}-fhir.json`);
      },
      {
        ...READERS,
        params: t.Object({ id: t.Numeric({ minimum: 1 }) }),
        detail: { summary: "A pet's whole record as a FHIR R4 Bundle (application/fhir+json)", tags: TAGS },
      },
    )
    // The share link's machine-readable form: /3/records?id=<token> for people, /3/records/fhir?id=<token> for programs.
    .get(
      '/3/records/fhir',
      async ({ query, set }) => {
        set.headers['x-robots-tag'] = 'noindex, nofollow';
        const bundle = await fhirOfSharedLinkLogged(deps, query.id ?? '');
        if (!bundle) throw notFound('Pet not found');
        return fhirAnswer(bundle, null);
      },
      { query: t.Object({ id: t.Optional(t.String({ maxLength: 100 })) }), detail: { summary: "A shared pet's record as a FHIR R4 Bundle", tags: TAGS } },
    );
