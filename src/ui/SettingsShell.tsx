import type { PropsWithChildren } from '@kitajs/html';
import type { Tenant } from '../lib/tenant';
import type { Principal } from '../lib/principal';
import { can, ownPractice } from '../lib/policy';
import { DashboardLayout } from './DashboardLayout';
import { t as translate, type MessageKey } from '../lib/i18n';

export interface SettingsTab {
  key: 'website' | 'domains' | 'team' | 'practice' | 'webhooks' | 'telehealth' | 'profile' | 'account';
  /** A catalogue key, translated where shown. */
  label: MessageKey;
  href: string;
  rootAdminOnly: boolean;
}

/** spec §2: Settings tabs Website, Domains, Team (root admin only) and My Profile, in this order. */
export const SETTINGS_TABS: SettingsTab[] = [
  { key: 'website', label: 'Website', href: '/app/settings/website', rootAdminOnly: true },
  { key: 'domains', label: 'Domains', href: '/app/settings/domains', rootAdminOnly: true },
  { key: 'team', label: 'Team', href: '/app/settings/team', rootAdminOnly: true },
  // Where the practice works: country, currency, language and region, units.
  { key: 'practice', label: 'Practice', href: '/app/settings/practice', rootAdminOnly: true },
  // Signed events for the practice's other systems.
  { key: 'webhooks', label: 'Webhooks', href: '/app/settings/webhooks', rootAdminOnly: true },
  { key: 'profile', label: 'My Profile', href: '/app/settings/profile', rootAdminOnly: false },
  // The login's own e-mail, mobile and password; for the root admin, deleting the practice.
  { key: 'account', label: 'Account', href: '/app/settings/account', rootAdminOnly: false },
  // Last, so a member's Settings still opens on My Profile. Where the team is licensed, the VCPR window and the consent text.
  { key: 'telehealth', label: 'Telehealth', href: '/app/settings/telehealth', rootAdminOnly: false },
];

/** The tabs a person may see (spec §6: only the root admin sees Website, Domains and Team). */
export function settingsTabsFor(principal: Principal): SettingsTab[] {
  const rootAdmin = can(principal, 'practice:edit-website', ownPractice(principal));
  const webhooks = can(principal, 'practice:manage-webhooks', ownPractice(principal));
  const telehealth = can(principal, 'telehealth:see', ownPractice(principal));
  return SETTINGS_TABS.filter((tab) => (tab.key === 'webhooks' ? webhooks : tab.key === 'telehealth' ? telehealth : rootAdmin || !tab.rootAdminOnly));
}

/** Settings opens on the first tab the person may see (spec §2). */
export const firstSettingsTab = (principal: Principal) => settingsTabsFor(principal)[0]!.href;

/** The Settings screen: the heading, the tabs (plain links, each its own URL) and the current tab's panel. */
export function SettingsShell({
  tenant,
  principal,
  current,
  islands,
  children,
}: PropsWithChildren<{ tenant: Tenant; principal: Principal; current: SettingsTab['key']; islands?: boolean }>) {
  const tabs = settingsTabsFor(principal);
  const tab = tabs.find((t) => t.key === current)!;
  const label = translate(tab.label);
  return (
    <DashboardLayout title={translate('{tab} · Settings', { tab: label })} tenant={tenant} principal={principal} current={tab.href} islands={islands}>
      <h1 safe>{translate('Settings')}</h1>
      <nav class="tabs settings-tabs" aria-label={translate('Settings')}>
        {tabs.map((t) => (
          <a href={t.href} class="tab" aria-current={t.key === current ? 'page' : undefined} safe>
            {translate(t.label)}
          </a>
        ))}
      </nav>
      <section class="settings-panel" aria-label={label}>
        <h2 safe>{label}</h2>
        {children}
      </section>
    </DashboardLayout>
  );
}
