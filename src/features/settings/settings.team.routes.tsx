import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { redirectAfterPost, redirectTo } from '../../plugins/redirects';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { SettingsShell } from '../../ui/SettingsShell';
import { AppError } from '../../lib/errors';
import { FORM_KEY_FIELD, formKeyOf, once } from '../../lib/form-once';
import { TEAM_MESSAGES as T, type TeamMemberInput } from '../accounts/accounts.team.model';
import { TeamRuleError, addTeamMember, editTeamMember, listTeam, teamMember } from '../accounts/accounts.team.service';
import { removalOf, removeTeamMember } from './settings.team-removal.service';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import { RemoveMember, TeamList, TeamMemberForm, type RemoveMemberProps, type TeamMemberFormProps } from './views/TeamTab';

const PRACTICE = { auth: { role: 'vendor' as const } };
const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
const FormBody = t.Record(t.String(), t.Any());
/** A confirmation with nothing to choose (a member who holds no listings) is posted with no fields: a browser then sends no body at all. */
const RemoveBody = t.Optional(FormBody);
const DONE: Record<string, string> = { added: T.memberAdded, saved: T.memberSaved, removed: T.memberRemoved };

interface PageContext {
  tenant: Tenant;
  user: Principal;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const memberInput = (body: Record<string, unknown>): TeamMemberInput => ({
  first_name: str(body.first_name),
  last_name: str(body.last_name),
  email: str(body.email),
  phone: str(body.phone),
  country: str(body.country) || undefined,
  subrole: str(body.subrole) as TeamMemberInput['subrole'],
  password: str(body.password),
});

/** The Team tab (spec §2, §5, §6): the root admin lists, adds, edits and removes members. */
export const teamRoutes = (deps: AppDeps) => {
  const page = (ctx: PageContext, panel: JSX.Element) => {
    ctx.set.headers.vary = 'HX-Request';
    return respond(
      ctx,
      () => (
        <SettingsShell tenant={ctx.tenant} principal={ctx.user} current="team">
          {panel}
        </SettingsShell>
      ),
      () => panel,
    );
  };

  /** The practice's country: its team's mobiles are read and shown in it. */
  const countryOf = async (user: Principal) => (await practiceLocaleOf(deps, user.vendor_id!)).country;

  /** Saves a member; a broken rule answers the form again with each message under its field. */
  const save = async (ctx: PageContext & { body: Record<string, unknown>; clientIp: string }, id: number | null) => {
    const input = memberInput(ctx.body);
    try {
      if (id) await editTeamMember(deps, ctx.user, id, input);
      // The add form carries a one-use key: Save clicked twice adds (and e-mails) the member once.
      else await once(deps.database.db, formKeyOf(ctx.user, 'team-member', ctx.body[FORM_KEY_FIELD]), () => addTeamMember(deps, ctx.user, input, ctx.clientIp));
    } catch (error) {
      if (!(error instanceof TeamRuleError)) throw error;
      ctx.set.status = error.status;
      const { password: _p, ...values } = input;
      const phoneCountry = await countryOf(ctx.user);
      return page(ctx, <TeamMemberForm {...({ id, values, errors: error.errors, phoneCountry } satisfies TeamMemberFormProps)} />);
    }
    const target = `/app/settings/team?done=${id ? 'saved' : 'added'}`;
    return redirectAfterPost(ctx, target);
  };

  return featureRoutes('settings-team-routes', deps)
    .get(
      '/app/settings/team',
      async (ctx) =>
        page(ctx, <TeamList members={await listTeam(deps, ctx.user)} selfId={ctx.user.id} message={DONE[ctx.query.done ?? '']} phoneCountry={await countryOf(ctx.user)} />),
      { ...PRACTICE, query: t.Object({ done: t.Optional(t.String({ maxLength: 20 })) }) },
    )
    .get('/app/settings/team/new', async (ctx) => {
      await listTeam(deps, ctx.user); // the root admin's only
      return page(ctx, <TeamMemberForm id={null} values={{ subrole: 'user' }} phoneCountry={await countryOf(ctx.user)} />);
    }, PRACTICE)
    .post('/app/settings/team/new', (ctx) => save(ctx, null), { ...PRACTICE, body: FormBody })
    .get('/app/settings/team/:id', async (ctx) => page(ctx, <TeamMemberForm id={ctx.params.id} values={await teamMember(deps, ctx.user, ctx.params.id)} phoneCountry={await countryOf(ctx.user)} />), {
      ...PRACTICE,
      params: IdParams,
    })
    .post('/app/settings/team/:id', (ctx) => save(ctx, ctx.params.id), { ...PRACTICE, params: IdParams, body: FormBody })
    .get('/app/settings/team/:id/remove', async (ctx) => page(ctx, await removeView(ctx.user, ctx.params.id)), { ...PRACTICE, params: IdParams })
    .post(
      '/app/settings/team/:id/remove',
      async (ctx) => {
        const chosen = str((ctx.body as Record<string, unknown> | undefined)?.successor);
        try {
          await removeTeamMember(deps, ctx.user, ctx.params.id, Number(chosen) || undefined);
        } catch (error) {
          if (!(error instanceof AppError) || error.status === 404) throw error;
          ctx.set.status = error.status;
          return page(ctx, await removeView(ctx.user, ctx.params.id, { field: error.field, message: error.message }, chosen));
        }
        return redirectTo(ctx.set, '/app/settings/team?done=removed');
      },
      { ...PRACTICE, params: IdParams, body: RemoveBody },
    );

  async function removeView(user: Principal, id: number, error?: RemoveMemberProps['error'], chosen?: string) {
    const { member, listings } = await removalOf(deps, user, id);
    const others = (await listTeam(deps, user)).filter((m) => m.id !== id);
    return <RemoveMember member={member} listings={listings} others={others} error={error} chosen={chosen} />;
  }
};
