import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import { AppError, notFound } from '../../lib/errors';
import { embedSettingsOf, saveEmbedOrigins } from './settings.embed.service';
import { EMBED_SECTION, EmbedSection } from './views/EmbedSection';

const PRACTICE = { auth: { role: 'vendor' as const } };
const lines = (value: unknown) => (typeof value === 'string' ? value.split(/[\r\n,]+/) : Array.isArray(value) ? value.map(String) : []);

/** Settings → Website's booking widget section: its fragment, the form's save, and the same save as JSON. */
export const settingsEmbedRoutes = (deps: AppDeps) =>
  featureRoutes('settings-embed-routes', deps)
    .get(
      EMBED_SECTION,
      async ({ user }) => {
        const settings = await embedSettingsOf(deps, user);
        if (!settings) throw notFound();
        return <EmbedSection siteUrl={settings.siteUrl} origins={settings.origins.join('\n')} />;
      },
      PRACTICE,
    )
    .post(
      EMBED_SECTION,
      async ({ user, body, isHtmx, set }) => {
        const settings = await embedSettingsOf(deps, user);
        if (!settings) throw notFound();
        try {
          const origins = await saveEmbedOrigins(deps, user, lines(body.embed_origins));
          if (!isHtmx) return redirectTo(set, '/app/settings/website');
          return <EmbedSection siteUrl={settings.siteUrl} origins={origins.join('\n')} saved />;
        } catch (error) {
          if (!(error instanceof AppError) || error.field !== 'embed_origins') throw error;
          set.status = 422;
          return <EmbedSection siteUrl={settings.siteUrl} origins={typeof body.embed_origins === 'string' ? body.embed_origins : ''} error={error.message} />;
        }
      },
      { ...PRACTICE, body: t.Object({ embed_origins: t.Optional(t.String({ maxLength: 10_000, label: 'Websites allowed to show the widget' })) }) },
    )
    .put('/api/settings/embed_origins', async ({ user, body }) => ({ embed_origins: await saveEmbedOrigins(deps, user, body.embed_origins) }), {
      ...PRACTICE,
      body: t.Object({ embed_origins: t.Array(t.String({ maxLength: 300 }), { maxItems: 100 }) }),
      response: { 200: t.Object({ embed_origins: t.Array(t.String()) }) },
      detail: {
        summary: 'The origins allowed to show the booking widget: {embed_origins}',
        description: 'Each an origin like https://www.example.com (no path); at most 20. A bad one is a 422 naming embed_origins.',
        tags: ['settings'],
      },
    });
