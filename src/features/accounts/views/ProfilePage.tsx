import { DashboardLayout } from '../../../ui/DashboardLayout';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';

/** /app/my-profile for owners; for practice people the My Profile tab of Settings (/app/settings/profile). */
export function ProfilePage({ tenant, principal, form }: { tenant: Tenant; principal: Principal; form: ProfileFormProps }) {
  const practice = principal.role === 'vendor';
  return (
    <DashboardLayout title={practice ? 'Settings' : 'My Profile'} tenant={tenant} principal={principal} current={form.action}>
      {practice ? <h1>Settings</h1> : ''}
      {practice ? <h2>My Profile</h2> : <h1>My Profile</h1>}
      <ProfileForm {...form} />
    </DashboardLayout>
  );
}
