import { t } from 'elysia';
import { phoneViewerCountry, withShownPhone } from './accounts.mobile';
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
import { currentReader, narrowReader, readerFor, isLanguage } from '../../lib/i18n';
import { unprocessable } from '../../lib/errors';
import { preferencesOf, unitsOfPerson } from './accounts.preferences';

type SaveContext = { body: Record<string, string>; user: Principal; tenant: Tenant; isHtmx: boolean; request: Request; set: { status?: number | string; headers: Record<string, string | number> } };

/** A profile save asked for as JSON (the API): answered with the profile, or a 422 naming the first bad field. */
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');
import { t as translate } from '../../lib/i18n';

/** My Profile (spec §5): /app/my-profile for owners; for practice people the Settings tab at /app/settings/profile. */
export const profileRoutes = (deps: AppDeps) => {
  const app = featureRoutes('accounts-profile-routes', deps);

  /** The profile with its mobile as the viewer reads it (read-only here). */
  const shownProfile = async (user: Principal) => withShownPhone(await profileOf(deps, user), await phoneViewerCountry(deps, user));

  const show = async (path: string, tenant: Tenant, user: Principal, query: Record<string, string | undefined>) => {
    const form: ProfileFormProps = { action: path, values: await shownProfile(user), reading: { language: currentReader().language, units: await unitsOfPerson(deps, user, tenant) } };
    if (query.saved === '1') form.message = { kind: 'success', text: translate(MESSAGES.profileSaved) };
    const reminders = isPetOwner(user) ? await reminderSettingsOf(deps, user.id) : null;
    return <ProfilePage tenant={tenant} principal={user} form={form} reminders={reminders} pictureSaved={query.saved === 'picture'} />;
  };

  const save = async (path: string, ctx: SaveContext, json = wantsJson(ctx.request)) => {
    const current = await shownProfile(ctx.user);
    // The JSON API may send the language or units alone: the names stay as they are.
    const body = json ? { first_name: current.first_name, last_name: current.last_name, ...ctx.body } : ctx.body;
    const { preferences, errors: choiceErrors } = preferencesOf(body);
    const errors = { ...fieldErrors(ProfileBody, body), ...choiceErrors };
    const reading = { language: currentReader().language, units: await unitsOfPerson(deps, ctx.user, ctx.tenant) };
    if (Object.keys(errors).length > 0) {
      const [field, message] = Object.entries(errors)[0]!;
      if (json) throw unprocessable(message, field);
      ctx.set.status = 422;
      const form: ProfileFormProps = { action: path, values: { ...current, first_name: body.first_name, last_name: body.last_name }, reading, errors };
      return respond(ctx, () => <ProfilePage tenant={ctx.tenant} principal={ctx.user} form={form} />, () => <ProfileForm {...form} />);
    }
    const account = await updateProfile(deps, ctx.user, body as ProfileInput, preferences);
    // The session carries the name: it is issued again with the new one (architecture §12).
    await startSession(deps, ctx as never, account);
    // The answer to this very save already speaks the language just chosen.
    if (isLanguage(account.language)) narrowReader(readerFor(account.language, currentReader().locale));
    const values = { ...current, first_name: account.first_name, last_name: account.last_name, language: account.language ?? null, units: account.units ?? null };
    if (json) return { first_name: values.first_name, last_name: values.last_name, language: values.language, units: values.units };
    // A new language changes the header and menu too, not just the form: the whole page loads again (HX-Redirect, or the 303).
    if (currentReader().language !== reading.language) return redirectAfterPost(ctx, `${path}?saved=1`);
    return respond(
      ctx,
      () => redirectAfterPost(ctx, `${path}?saved=1`),
      () => <ProfileForm action={path} values={values} reading={reading} message={{ kind: 'success', text: translate(MESSAGES.profileSaved) }} />,
    );
  };

  /** The avatar editor's square image: the session is issued again, so the header shows it at once. */
  const savePicture = async (path: string, ctx: { body: { file: File }; user: Principal; request: Request; set: { status?: number | string; headers: Record<string, unknown> } }, json = wantsJson(ctx.request)) => {
    const account = await updateProfilePicture(deps, ctx.user, ctx.body.file);
    await startSession(deps, ctx as never, account);
    if (json) return { pic: account.pic };
    return redirectTo(ctx.set, `${path}?saved=picture`);
  };
  const picture = t.Object({ file: noDefault(t.File({ type: 'image', maxSize: '2m', ...IMAGE_FILE_TEXTS })) });

  const body = t.Record(t.String(), t.String());
  // Names and choices left out stay as they are; each is checked as the form's are.
  const ProfileJson = t.Object({ first_name: t.Optional(ProfileBody.properties.first_name), last_name: t.Optional(ProfileBody.properties.last_name), language: t.Optional(t.String({ maxLength: 20 })), units: t.Optional(t.String({ maxLength: 20 })) });
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
    .post('/app/settings/profile/picture', (ctx) => savePicture('/app/settings/profile', ctx), { auth: { role: 'vendor' }, body: picture })
    // The same for an API client, whoever is signed in: always JSON.
    .get('/api/account/profile', ({ user }) => shownProfile(user), { auth: true })
    .put('/api/account/profile', (ctx) => save('/api/account/profile', ctx as never, true), { auth: true, body: ProfileJson })
    .post('/api/account/picture', (ctx) => savePicture('/api/account/picture', ctx, true), { auth: true, body: picture });
};
