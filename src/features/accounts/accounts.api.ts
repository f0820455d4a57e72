import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { signOutEverywhere } from './accounts.service';
import { endSession } from './accounts.http';
import { reminderSettingsOf, saveReminderSettings } from './accounts.owners.service';

const Switch = t.Boolean({ error: 'A reminder setting must be true or false' });
const RemindersBody = t.Object({ appointment_reminders: Switch, vaccine_reminders: Switch });

/** The owner's reminder settings (My Profile) and signing out (the menu's Logout), as JSON. */
export const accountsApi = (deps: AppDeps) =>
  featureRoutes('accounts-api', deps)
    .get('/api/account/reminders', ({ user }) => reminderSettingsOf(deps, user.id), { auth: { role: 'user' } })
    .put('/api/account/reminders', async ({ user, body }) => (await saveReminderSettings(deps, user.id, body), body), { auth: { role: 'user' }, body: RemindersBody })
    .post(
      '/api/account/logout',
      async (ctx) => {
        // As the menu's Logout: every session of the account ends (this token too), and the cookie goes.
        await signOutEverywhere(deps, ctx.user);
        endSession(deps, ctx as never);
        return { result: 'success' as const };
      },
      { auth: true },
    );
