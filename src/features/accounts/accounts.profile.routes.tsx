import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { fieldErrors } from '../../lib/form-errors';
import { noDefault } from '../../lib/no-default';
import { IMAGE_FILE_TEXTS } from '../files/files.model';
import { MESSAGES, type ProfileInput, ProfileBody } from './accounts.model';
import { profileOf, updateProfile } from './accounts.service';
import { updateProfilePicture } from './accounts.picture.service';
import { startSession } from './accounts.http';
import { redirectAfterPost, redirectTo } from '../../plugins/redirects';
import { respond } from '../../plugins/htmx';
import { ProfileForm, type ProfileFormProps } from './views/ProfileForm';
import { ProfilePage } from './views/ProfilePage';
import { ReminderSettingsForm } from './views/ReminderSettingsForm';
import { reminderSettingsOf, saveReminderSettings } from './accounts.owners.service';
import { isPetOwner } from '../../lib/policy';
import { t as translate } from '../../lib/i18n';

/** My Profile (spec §5): /app/my-profile for owners; for practice people the Settings tab at /app/settings/profile. */
export const profileRoutes = (deps: AppDeps) => {
  const app = featureRoutes('accounts-profile-routes', deps);

  const show = async (path: string, tenant: Tenant, user: Principal, query: Record<string, string | undefined>) => {
    const form: ProfileFormProps = { action: path, values: await profileOf(deps, user) };
    if (query.saved === '1') form.message = { kind: 'success', text: translate(MESSAGES.profileSaved) };
    const reminders = isPetOwner(user) ? await reminderSettingsOf(deps, user.id) : null;
    return <ProfilePage tenant={tenant} principal={user} form={form} reminders={reminders} pictureSaved={query.saved === 'picture'} />;
  };

  const save = async (
    path: string,
    ctx: { body: Record<string, string>; user: Principal; tenant: Tenant; isHtmx: boolean; set: { status?: number | string; headers: Record<string, string | number> } },
  ) => {
    const current = await profileOf(deps, ctx.user);
    const errors = fieldErrors(ProfileBody, ctx.body);
    if (Object.keys(errors).length > 0) {
      ctx.set.status = 422;
      const form: ProfileFormProps = { action: path, values: { ...current, first_name: ctx.body.first_name, last_name: ctx.body.last_name }, errors };
      return respond(ctx, () => <ProfilePage tenant={ctx.tenant} principal={ctx.user} form={form} />, () => <ProfileForm {...form} />);
    }
    const account = await updateProfile(deps, ctx.user, ctx.body as ProfileInput);
    // The session carries the name: it is issued again with the new one (architecture §12).
    await startSession(deps, ctx as never, account);
    const values = { ...current, first_name: account.first_name, last_name: account.last_name };
    return respond(
      ctx,
      () => redirectAfterPost(ctx, `${path}?saved=1`),
      () => <ProfileForm action={path} values={values} message={{ kind: 'success', text: translate(MESSAGES.profileSaved) }} />,
    );
  };

  /** The avatar editor's square image: the session is issued again, so the header shows it at once. */
  const savePicture = async (path: string, ctx: { body: { file: File }; user: Principal; request: Request; set: { status?: number | string; headers: Record<string, unknown> } }) => {
    const account = await updateProfilePicture(deps, ctx.user, ctx.body.file);
    await startSession(deps, ctx as never, account);
    if ((ctx.request.headers.get('accept') ?? '').includes('application/json')) return { pic: account.pic };
    return redirectTo(ctx.set, `${path}?saved=picture`);
  };
  const picture = t.Object({ file: noDefault(t.File({ type: 'image', maxSize: '2m', ...IMAGE_FILE_TEXTS })) });

  const body = t.Record(t.String(), t.String());
  // A checkbox sends "on" when ticked and nothing when not.
  const Switch = (field: string) => t.Optional(t.Literal('on', { error: `${field} must be "on" or left out` }));
  const remindersBody = t.Object({ appointment_reminders: Switch('appointment_reminders'), vaccine_reminders: Switch('vaccine_reminders') }, { additionalProperties: false });
  return app
    .get('/app/my-profile', (ctx) => show('/app/my-profile', ctx.tenant, ctx.user, ctx.query), { auth: { role: ['user', 'admin'] } })
    .post('/app/my-profile', (ctx) => save('/app/my-profile', ctx), { auth: { role: ['user', 'admin'] }, body })
    .get('/app/settings/profile', (ctx) => show('/app/settings/profile', ctx.tenant, ctx.user, ctx.query), { auth: { role: 'vendor' } })
    .post('/app/settings/profile', (ctx) => save('/app/settings/profile', ctx), { auth: { role: 'vendor' }, body })
    .post(
      '/app/my-profile/reminders',
      async (ctx) => {
        const values = { appointment_reminders: ctx.body.appointment_reminders === 'on', vaccine_reminders: ctx.body.vaccine_reminders === 'on' };
        await saveReminderSettings(deps, ctx.user.id, values);
        return respond(ctx, () => redirectAfterPost(ctx, '/app/my-profile?saved=1'), () => <ReminderSettingsForm values={values} saved />);
      },
      { auth: { role: 'user' }, body: remindersBody },
    )
    .post('/app/my-profile/picture', (ctx) => savePicture('/app/my-profile', ctx), { auth: { role: ['user', 'admin'] }, body: picture })
    .post('/app/settings/profile/picture', (ctx) => savePicture('/app/settings/profile', ctx), { auth: { role: 'vendor' }, body: picture });
};
