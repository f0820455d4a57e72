import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { TeamMemberBody, RemoveMemberBody } from '../accounts/accounts.team.model';
import { addTeamMember, editTeamMember, listTeam, teamMember } from '../accounts/accounts.team.service';
import { removeTeamMember } from './settings.team-removal.service';
import { DomainsBody, WebsiteBody } from './settings.model';
import { saveDomains, saveWebsite, websiteOf } from './settings.service';
import { domainStatus } from './settings.domains.status';
import { succeeded } from '../../lib/succeeded';
import { t as text } from '../../lib/i18n';
import { formKeyOf, once } from '../../lib/form-once';

const ROOT_ADMIN = { auth: { role: 'vendor' as const, subrole: 'root_admin' as const } };
const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });

const websiteJson = <W extends { id: number; vendor_id: number; name: string; logo: string | null; sub_domain: string; custom_domain: string | null; sys_domain: string | null; header_section: string | null; body_section: string | null }>(w: W) => ({
  id: w.id,
  vendor_id: w.vendor_id,
  name: w.name,
  logo: w.logo,
  sub_domain: w.sub_domain,
  custom_domain: w.custom_domain,
  sys_domain: w.sys_domain,
  header_section: w.header_section,
  body_section: w.body_section,
});

/**
 * The Settings JSON API (spec §7 websites update, vendor_logins CRUD): the root admin's
 * practice only, with the same services and rules as the pages; anyone else gets 404.
 */
export const settingsApi = (deps: AppDeps) =>
  featureRoutes('settings-api', deps)
    .get(
      '/api/settings/website',
      async ({ user, status }) => {
        const website = await websiteOf(deps, user);
        if (!website) return status(404, { msg: text('Not found') });
        return { ...websiteJson(website), addresses: await domainStatus(deps, website) };
      },
      { ...ROOT_ADMIN, detail: { summary: "The practice's website (root admin)", tags: ['Settings'] } },
    )
    .put('/api/settings/website', async ({ user, body }) => websiteJson(await saveWebsite(deps, user, body)), {
      ...ROOT_ADMIN,
      body: WebsiteBody,
      detail: { summary: 'Update brand name and header/body HTML (cleaned by the allow-list sanitizer)', tags: ['Settings'] },
    })
    .put('/api/settings/domains', async ({ user, body }) => websiteJson(await saveDomains(deps, user, body)), {
      ...ROOT_ADMIN,
      body: DomainsBody,
      detail: { summary: "Update sub-domain and custom domain; 422 'The domain is already taken!' when another practice has it", tags: ['Settings'] },
    })
    .get('/api/settings/team', ({ user }) => listTeam(deps, user), {
      ...ROOT_ADMIN,
      detail: { summary: 'Team members, newest first (root admin)', tags: ['Settings'] },
    })
    .get('/api/settings/team/:id', ({ user, params }) => teamMember(deps, user, params.id), { ...ROOT_ADMIN, params: IdParams, detail: { tags: ['Settings'] } })
    .post(
      '/api/settings/team',
      async ({ user, body, clientIp, set, request }) => {
        const member = await once(deps.database.db, formKeyOf(user, 'team-member', request.headers.get('idempotency-key')), () => addTeamMember(deps, user, body, clientIp));
        set.status = 201;
        return member;
      },
      { ...ROOT_ADMIN, body: TeamMemberBody, detail: { summary: 'Add a team member; they are e-mailed a link to set their password (and told they may sign in with the one given, if any)', tags: ['Settings'] } },
    )
    .put('/api/settings/team/:id', ({ user, params, body }) => editTeamMember(deps, user, params.id, body), {
      ...ROOT_ADMIN,
      params: IdParams,
      body: TeamMemberBody,
      detail: { summary: 'Edit a team member (password optional)', tags: ['Settings'] },
    })
    .delete(
      '/api/settings/team/:id',
      ({ user, params, query }) => succeeded(removeTeamMember(deps, user, params.id, typeof query.successor === 'number' ? query.successor : undefined)),
      {
        ...ROOT_ADMIN,
        params: IdParams,
        query: RemoveMemberBody,
        detail: { summary: "Remove a team member; 409 naming 'successor' when their listings need a new owner", tags: ['Settings'] },
      },
    );
