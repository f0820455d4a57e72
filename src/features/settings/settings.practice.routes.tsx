import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { redirectTo } from '../../plugins/redirects';
import type { FieldErrors } from '../../lib/form-errors';
import type { PracticeLocale } from '../../lib/practice-locale';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import { SettingsShell } from '../../ui/SettingsShell';
import { SettingsRuleError } from './settings.service';
import { practiceLocaleFor, savePracticeLocale } from './settings.practice.service';
import { PracticeLocaleBody, type PracticeLocaleInput } from './settings.practice.model';
import { PracticePanel } from './views/PracticeTab';

const PRACTICE = { auth: { role: 'vendor' as const } };
const ROOT_ADMIN = { auth: { role: 'vendor' as const, subrole: 'root_admin' as const } };
const FormBody = t.Record(t.String(), t.Any());
const str = (v: unknown) => (typeof v === 'string' ? v : '');

interface Ctx {
  tenant: Tenant;
  user: Principal;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** The tab: its panel to htmx, the whole Settings screen otherwise (one URL, so caches tell them apart). */
function practiceTab(ctx: Ctx, values: PracticeLocale, errors?: FieldErrors, saved = false) {
  ctx.set.headers.vary = 'HX-Request';
  const panel = <PracticePanel values={values} errors={errors} saved={saved} />;
  return respond(
    ctx,
    () => (
      <SettingsShell tenant={ctx.tenant} principal={ctx.user} current="practice">
        {panel}
      </SettingsShell>
    ),
    () => panel,
  );
}

/**
 * Settings → Practice: the root admin sets the practice's country, currency, language and
 * region, and units; the page and the JSON API share one service and its rules.
 */
export const practiceLocaleRoutes = (deps: AppDeps) =>
  featureRoutes('settings-practice-routes', deps)
    .get('/app/settings/practice', async (ctx) => practiceTab(ctx, await practiceLocaleFor(deps, ctx.user), undefined, ctx.query.saved === '1'), PRACTICE)
    .post(
      '/app/settings/practice',
      async (ctx) => {
        const input: PracticeLocaleInput = { country: str(ctx.body.country), currency: str(ctx.body.currency), locale: str(ctx.body.locale), units: str(ctx.body.units) };
        try {
          const saved = await savePracticeLocale(deps, ctx.user, input);
          return respond(ctx, () => redirectTo(ctx.set, '/app/settings/practice?saved=1'), () => practiceTab(ctx, saved, undefined, true));
        } catch (error) {
          const errors = error instanceof SettingsRuleError ? error.errors : error instanceof AppError && error.field ? { [error.field]: error.message } : null;
          if (!errors) throw error;
          ctx.set.status = (error as AppError).status;
          return practiceTab(ctx, { ...(await practiceLocaleFor(deps, ctx.user)), ...input } as PracticeLocale, errors);
        }
      },
      { ...PRACTICE, body: FormBody },
    )
    .get('/api/settings/practice', ({ user }) => practiceLocaleFor(deps, user), {
      ...ROOT_ADMIN,
      detail: { summary: "The practice's country, currency, locale and units (root admin)", tags: ['Settings'] },
    })
    .put('/api/settings/practice', ({ user, body }) => savePracticeLocale(deps, user, body), {
      ...ROOT_ADMIN,
      body: PracticeLocaleBody,
      detail: {
        summary: "Set the practice's country (ISO 3166 alpha-2), currency (ISO 4217), locale (BCP 47) and units (us, metric); 422 naming an unknown one, 409 when the currency would change while bookings hold money",
        tags: ['Settings'],
      },
    });
