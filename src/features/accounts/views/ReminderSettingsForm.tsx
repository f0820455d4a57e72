import { escapeHtml } from '@kitajs/html';
import { Alert } from '../../../ui/Alert';
import type { ReminderSettings } from '../accounts.owners.service';
import { t } from '../../../lib/i18n';

export const REMINDERS_SAVED = 'Reminder settings saved.' as const;

/** My Profile's reminder switches: appointment reminders and vaccine reminders, each on or off. */
export function ReminderSettingsForm({ values, saved = false }: { values: ReminderSettings; saved?: boolean }) {
  const action = '/app/my-profile/reminders';
  return (
    <div id="reminder-settings" class="card reminder-settings">
      <h2 safe>{t('Reminders')}</h2>
      {saved ? <Alert kind="success">{escapeHtml(t(REMINDERS_SAVED))}</Alert> : ''}
      <form method="post" action={action} hx-post={action} hx-target="#reminder-settings" hx-swap="outerHTML">
        <div class="field">
          <label class="choice">
            <input type="checkbox" name="appointment_reminders" value="on" checked={values.appointment_reminders} />
            <span safe>{t('Appointment reminders (24 hours and 1 hour before)')}</span>
          </label>
        </div>
        <div class="field">
          <label class="choice">
            <input type="checkbox" name="vaccine_reminders" value="on" checked={values.vaccine_reminders} />
            <span safe>{t('Vaccine reminders (7 days before a due date)')}</span>
          </label>
        </div>
        <div class="form-actions">
          <button type="submit" class="button" safe>
            {t('Save reminders')}
          </button>
        </div>
      </form>
    </div>
  );
}
