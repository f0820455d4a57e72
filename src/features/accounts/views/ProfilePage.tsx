import { DashboardLayout } from '../../../ui/DashboardLayout';
import { SettingsShell } from '../../../ui/SettingsShell';
import { Island } from '../../../ui/Island';
import { Alert } from '../../../ui/Alert';
import { MESSAGES } from '../accounts.model';
import { LIMITS } from '../../../lib/constants/limits';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';
import { ReminderSettingsForm } from './ReminderSettingsForm';
import type { ReminderSettings } from '../accounts.owners.service';
import { isPracticeLogin } from '../../../lib/policy';
import { t } from '../../../lib/i18n';

/** The picture through the avatar editor (spec §4, §9): posted to the profile's own picture route. */
function PictureEditor({ principal, action, saved }: { principal: Principal; action: string; saved: boolean }) {
  return (
    <>
      {saved ? <Alert kind="success" message={t(MESSAGES.pictureSaved)} /> : ''}
      <Island
      name="AvatarEditor"
      props={{
        label: t('Profile picture'),
        current: principal.pic,
        action,
        saved: `${action.replace(/\/picture$/, '')}?saved=picture`,
        size: LIMITS.AVATAR_WIDTH,
        zoomMin: LIMITS.AVATAR_ZOOM_MIN,
        zoomMax: LIMITS.AVATAR_ZOOM_MAX,
        zoomDefault: LIMITS.AVATAR_ZOOM_DEFAULT,
      }}
      />
    </>
  );
}

/** /app/my-profile for owners; for practice people the My Profile tab of Settings (/app/settings/profile). */
export function ProfilePage({
  tenant,
  principal,
  form,
  reminders,
  pictureSaved = false,
}: {
  tenant: Tenant;
  principal: Principal;
  form: ProfileFormProps;
  reminders?: ReminderSettings | null;
  pictureSaved?: boolean;
}) {
  const picture = <PictureEditor principal={principal} action={`${form.action}/picture`} saved={pictureSaved} />;
  if (isPracticeLogin(principal)) {
    return (
      <SettingsShell tenant={tenant} principal={principal} current="profile" islands>
        {picture}
        <ProfileForm {...form} />
      </SettingsShell>
    );
  }
  return (
    <DashboardLayout title={t('My Profile')} tenant={tenant} principal={principal} current={form.action} islands>
      <h1 safe>{t('My Profile')}</h1>
      {picture}
      <ProfileForm {...form} />
      {reminders ? <ReminderSettingsForm values={reminders} /> : ''}
    </DashboardLayout>
  );
}
