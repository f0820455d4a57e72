import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import { respond } from '../../plugins/htmx';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import { SettingsShell } from '../../ui/SettingsShell';
import { addLicenceFor, removeLicenceFor, setWindowFor, telehealthSettingsFor } from './telehealth.settings';
import { saveConsentText } from './telehealth.consent';
import { examsPageFor, markExamInErrorFor, recordExamFor } from './telehealth.exams';
import { readerZone } from '../listings/listings.zone';
import { TelehealthSettingsPanel } from './views/TelehealthTab';
import { ExamsPage } from './views/ExamsPage';
import { REGIONS_PATH, RegionPicker } from './views/PlacePickers';

const PRACTICE = { auth: { role: 'vendor' as const } };
const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
const FormBody = t.Record(t.String(), t.Any());
const SAVED = t.Object({ saved: t.Optional(t.String({ maxLength: 10 })) });
const SETTINGS = '/app/settings/telehealth';
const COUNTRY = t.Object({ country: t.Optional(t.String({ maxLength: 8, error: 'Choose a country from the list: an ISO 3166-1 two-letter code' })) });

interface Ctx {
  tenant: Tenant;
  user: Principal;
  isHtmx: boolean;
  request: Request;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** Runs a form's change; a refused one (4xx naming a field) answers `again` with the message under that field. */
async function attempt(ctx: Ctx, change: () => Promise<unknown>, again: (errors: Record<string, string>) => Promise<JSX.Element>, done: string) {
  try {
    await change();
  } catch (error) {
    if (!(error instanceof AppError) || !error.field || error.status >= 500) throw error;
    ctx.set.status = error.status;
    return again({ [error.field]: error.message });
  }
  return redirectTo(ctx.set, done);
}

/** The Telehealth settings tab and the in-person exams of a customer's pets. */
export const telehealthRoutes = (deps: AppDeps) => {
  const settingsPage = async (ctx: Ctx, extra: { errors?: Record<string, string>; values?: Record<string, string>; saved?: string } = {}) => {
    const settings = await telehealthSettingsFor(deps, ctx.user);
    const saved = extra.saved === 'licence' || extra.saved === 'window' || extra.saved === 'consent' ? extra.saved : null;
    return (
      <SettingsShell tenant={ctx.tenant} principal={ctx.user} current="telehealth">
        <TelehealthSettingsPanel {...settings} errors={extra.errors} values={extra.values} saved={saved} />
      </SettingsShell>
    );
  };
  const strings = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  const examsPage = async (ctx: Ctx, userId: number, extra: { errors?: Record<string, string>; values?: Record<string, string>; saved?: string; errorExam?: number } = {}) => {
    const data = await examsPageFor(deps, ctx.user, userId);
    const zone = await readerZone(deps, ctx.request, { tenant: ctx.tenant, principal: ctx.user });
    return <ExamsPage tenant={ctx.tenant} principal={ctx.user} data={data} today={data.today} readerZone={zone} {...extra} />;
  };

  return featureRoutes('telehealth-routes', deps)
    .get(SETTINGS, (ctx) => settingsPage(ctx, { saved: ctx.query.saved }), { ...PRACTICE, query: SAVED })
    // The licence form's Region picker for the country just chosen; without htmx, the tab with that country chosen.
    .get(REGIONS_PATH, (ctx) => {
      const country = (ctx.query.country ?? '').toUpperCase();
      return respond(ctx, () => settingsPage(ctx, { values: { country } }), () => <RegionPicker country={country} />);
    }, { ...PRACTICE, query: COUNTRY })
    .post(
      `${SETTINGS}/licences`,
      (ctx) => attempt(ctx, () => addLicenceFor(deps, ctx.user, ctx.body), (errors) => settingsPage(ctx, { errors, values: strings(ctx.body) }), `${SETTINGS}?saved=licence`),
      { ...PRACTICE, body: FormBody },
    )
    .post(
      `${SETTINGS}/licences/:id/remove`,
      async (ctx) => {
        await removeLicenceFor(deps, ctx.user, ctx.params.id);
        return redirectTo(ctx.set, `${SETTINGS}?saved=licence`);
      },
      { ...PRACTICE, params: IdParams },
    )
    .post(`${SETTINGS}/window`, (ctx) => attempt(ctx, () => setWindowFor(deps, ctx.user, ctx.body.vcpr_months), (errors) => settingsPage(ctx, { errors, values: strings(ctx.body) }), `${SETTINGS}?saved=window`), {
      ...PRACTICE,
      body: FormBody,
    })
    .post(`${SETTINGS}/consent`, (ctx) => attempt(ctx, () => saveConsentText(deps, ctx.user, ctx.body.text), (errors) => settingsPage(ctx, { errors, values: strings(ctx.body) }), `${SETTINGS}?saved=consent`), {
      ...PRACTICE,
      body: FormBody,
    })
    .get('/app/users/:id/exams', (ctx) => examsPage(ctx, ctx.params.id, { saved: ctx.query.saved }), { ...PRACTICE, params: IdParams, query: SAVED })
    .post(
      '/app/users/:id/exams',
      (ctx) => attempt(ctx, () => recordExamFor(deps, ctx.user, ctx.params.id, ctx.body), (errors) => examsPage(ctx, ctx.params.id, { errors, values: strings(ctx.body) }), `/app/users/${ctx.params.id}/exams?saved=1`),
      { ...PRACTICE, params: IdParams, body: FormBody },
    )
    // An exam entered in error is marked so, with its reason; refused without one, the page again with the reason's message by that exam.
    .post(
      '/app/users/:id/exams/:exam/error',
      (ctx) =>
        attempt(
          ctx,
          () => markExamInErrorFor(deps, ctx.user, ctx.params.id, ctx.params.exam, ctx.body),
          (errors) => examsPage(ctx, ctx.params.id, { errors, values: strings(ctx.body), errorExam: ctx.params.exam }),
          `/app/users/${ctx.params.id}/exams?saved=error`,
        ),
      { ...PRACTICE, params: t.Object({ id: t.Numeric({ minimum: 1 }), exam: t.Numeric({ minimum: 1 }) }), body: FormBody },
    );
};
