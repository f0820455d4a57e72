import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { redirectTo } from '../../plugins/redirects';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { SettingsShell, firstSettingsTab } from '../../ui/SettingsShell';
import type { FieldErrors } from '../../lib/form-errors';
import { knownRemovals, sanitizeNotes } from '../../lib/sanitize-report';
import { Alert } from '../../ui/Alert';
import { t as text } from '../../lib/i18n';
import { noDefault } from '../../lib/no-default';
import { AppError } from '../../lib/errors';
import { IMAGE_FILE_TEXTS } from '../files/files.model';
import { SETTINGS_MESSAGES as M, type DomainsInput, type SourceFormat, type WebsiteInput } from './settings.model';
import { SettingsRuleError, saveDomains, saveLogo, saveWebsite, websiteOf } from './settings.service';
import { previewWebsite, storeWebsiteImage } from './settings.website-editor.service';
import { renderDraft } from './settings.website-draft';
import { domainStatus } from './settings.domains.status';
import { practiceZone } from '../listings/listings.service';
import { LogoEditor, WebsitePanel } from './views/WebsiteTab';
import { DomainsPanel } from './views/DomainsTab';
import type { Website } from '../../../db/schema';

const PRACTICE = { auth: { role: 'vendor' as const } };
const FormBody = t.Record(t.String(), t.Any());

interface PageContext {
  tenant: Tenant;
  user: Principal;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** A site saved before the editor had formats opens in HTML (its sections are HTML); a new one in Markdown. */
const formatOf = (w: Website | null): SourceFormat => (w?.source_format ?? (w?.header_section || w?.body_section ? 'html' : 'markdown'));
const formValues = (w: Website | null) => ({
  name: w?.name ?? '',
  header_section: w?.header_source ?? w?.header_section ?? '',
  body_section: w?.body_source ?? w?.body_section ?? '',
  source_format: formatOf(w),
});
/** The form's fields; a missing format is HTML (API clients and forms from before the editor), a wrong one is refused by the schema. */
const websiteInput = (body: Record<string, unknown>): WebsiteInput => {
  const format = str(body.source_format);
  return { name: str(body.name), header_section: str(body.header_section), body_section: str(body.body_section), ...(format ? { source_format: format as SourceFormat } : {}) };
};
const IMAGE_BODY = { body: t.Object({ file: noDefault(t.File({ type: 'image', maxSize: '2m', ...IMAGE_FILE_TEXTS })) }) };
/** The logo's kind and size are checked by the service (from its bytes), so a refusal can be shown by its field. */
const LOGO_BODY = { body: t.Object({ file: noDefault(t.File(IMAGE_FILE_TEXTS)) }) };

/**
 * A tab answers its panel to htmx and the whole screen otherwise (with `shell.content` around the
 * panel when the screen shows more); one URL, so caches must tell them apart.
 */
function tab(ctx: PageContext, key: 'website' | 'domains', panel: JSX.Element, shell: { content?: () => JSX.Element; islands?: boolean } = {}) {
  ctx.set.headers.vary = 'HX-Request';
  return respond(
    ctx,
    () => (
      <SettingsShell tenant={ctx.tenant} principal={ctx.user} current={key} islands={shell.islands ?? false}>
        {shell.content ? shell.content() : panel}
      </SettingsShell>
    ),
    () => panel,
  );
}

async function websiteTab(ctx: PageContext, values: ReturnType<typeof formValues>, website: Website | null, errors?: FieldErrors, saved: boolean | 'logo' = false, notes: string[] = []) {
  const message = saved === true ? { kind: 'success' as const, text: text(M.websiteSaved) } : undefined;
  const panel = <WebsitePanel values={values} website={website} errors={errors} message={message} notes={notes} />;
  const content = () => (
    <>
      {saved === 'logo' ? <Alert kind="success" message={text(M.logoSaved)} /> : ''}
      <LogoEditor website={website} error={errors?.logo} />
      {panel}
    </>
  );
  return tab(ctx, 'website', panel, { content, islands: true });
}

async function domainsTab(deps: AppDeps, ctx: PageContext, values: { sub_domain: string; custom_domain: string }, website: Website | null, errors?: FieldErrors, saved = false) {
  const status = await domainStatus(deps, website);
  const zone = website ? await practiceZone(deps, website.vendor_id) : 'UTC';
  const message = saved ? { kind: 'success' as const, text: text(M.domainsSaved) } : undefined;
  return tab(ctx, 'domains', <DomainsPanel values={values} status={status} zone={zone} baseDomain={deps.config.baseDomain} errors={errors} message={message} />);
}

/** After a plain form post: back to the tab with a 303; htmx gets the panel at once. */
function afterSave(ctx: PageContext, path: string, htmx: () => Promise<JSX.Element>) {
  return respond(ctx, () => redirectTo(ctx.set, `${path}?saved=1`), htmx);
}

/** The Settings screen's Website and Domains tabs (spec §2, §5); Team and My Profile have their own routes. */
export const settingsRoutes = (deps: AppDeps) =>
  featureRoutes('settings-routes', deps)
    .get('/app/settings', ({ user, set }) => redirectTo(set, firstSettingsTab(user)), PRACTICE)
    .get(
      '/app/settings/website',
      async (ctx) => {
        const website = await websiteOf(deps, ctx.user);
        const saved = ctx.query.saved === '1' || (ctx.query.saved === 'logo' && 'logo');
        const removed = knownRemovals(String(ctx.query.removed ?? '').split('|').filter(Boolean));
        return websiteTab(ctx, formValues(website), website, undefined, saved, sanitizeNotes(removed, website?.header_section, website?.body_section));
      },
      PRACTICE,
    )
    .post(
      '/app/settings/website',
      async (ctx) => {
        const input = websiteInput(ctx.body);
        try {
          const website = await saveWebsite(deps, ctx.user, input);
          const removed = renderDraft(input).removed;
          const notes = sanitizeNotes(removed, website.header_section, website.body_section);
          // The saved page says what the cleaning removed: the list travels with the redirect.
          const saved = `/app/settings/website?saved=1${removed.length ? `&removed=${encodeURIComponent(removed.join('|'))}` : ''}`;
          return respond(ctx, () => redirectTo(ctx.set, saved), () => websiteTab(ctx, formValues(website), website, undefined, true, notes));
        } catch (error) {
          if (!(error instanceof SettingsRuleError)) throw error;
          ctx.set.status = 422;
          const saved = await websiteOf(deps, ctx.user);
          const format = input.source_format === 'html' || input.source_format === 'markdown' ? input.source_format : formatOf(saved);
          return websiteTab(ctx, { name: input.name, header_section: input.header_section ?? '', body_section: input.body_section ?? '', source_format: format }, saved, error.errors);
        }
      },
      { ...PRACTICE, body: FormBody },
    )
    .post(
      '/app/settings/website/logo',
      async (ctx) => {
        const json = (ctx.request.headers.get('accept') ?? '').includes('application/json');
        try {
          const website = await saveLogo(deps, ctx.user, ctx.body.file);
          // The editor stays on the page (the sections being typed are kept) and says this.
          if (json) return { logo: website.logo, msg: text(M.logoSaved) };
          return redirectTo(ctx.set, '/app/settings/website?saved=logo');
        } catch (error) {
          // Posted without scripts, a file that is no picture is refused on the tab, by the logo's field.
          if (json || !(error instanceof AppError) || error.status !== 422) throw error;
          ctx.set.status = 422;
          const website = await websiteOf(deps, ctx.user);
          return websiteTab(ctx, formValues(website), website, { logo: error.message });
        }
      },
      { ...PRACTICE, ...LOGO_BODY },
    )
    .post(
      '/app/settings/website/preview',
      async (ctx) => {
        ctx.set.headers['cache-control'] = 'no-store';
        try {
          return await previewWebsite(deps, ctx.user, websiteInput(ctx.body));
        } catch (error) {
          if (!(error instanceof SettingsRuleError)) throw error;
          ctx.set.status = 422;
          return { msg: error.message, errors: error.errors };
        }
      },
      { ...PRACTICE, body: FormBody },
    )
    .post('/app/settings/website/image', async (ctx) => ({ url: await storeWebsiteImage(deps, ctx.user, ctx.body.file) }), { ...PRACTICE, ...IMAGE_BODY })
    .get(
      '/app/settings/domains',
      async (ctx) => {
        const website = await websiteOf(deps, ctx.user);
        const values = { sub_domain: website?.sub_domain ?? '', custom_domain: website?.custom_domain ?? '' };
        return domainsTab(deps, ctx, values, website, undefined, ctx.query.saved === '1');
      },
      PRACTICE,
    )
    .post(
      '/app/settings/domains',
      async (ctx) => {
        const input: DomainsInput = { sub_domain: str(ctx.body.sub_domain), custom_domain: str(ctx.body.custom_domain) };
        try {
          const website = await saveDomains(deps, ctx.user, input);
          const values = { sub_domain: website.sub_domain, custom_domain: website.custom_domain ?? '' };
          return afterSave(ctx, '/app/settings/domains', () => domainsTab(deps, ctx, values, website, undefined, true));
        } catch (error) {
          if (!(error instanceof SettingsRuleError)) throw error;
          ctx.set.status = 422;
          return domainsTab(deps, ctx, { sub_domain: input.sub_domain, custom_domain: input.custom_domain ?? '' }, await websiteOf(deps, ctx.user), error.errors);
        }
      },
      { ...PRACTICE, body: FormBody },
    );
