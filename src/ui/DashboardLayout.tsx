import type { PropsWithChildren } from '@kitajs/html';
import type { Tenant } from '../lib/tenant';
import type { Principal } from '../lib/principal';
import { Layout } from './Layout';
import { DASHBOARD_MENU } from './navigation';
import { t } from '../lib/i18n';

interface DashboardLayoutProps {
  title: string;
  tenant: Tenant;
  principal: Principal;
  /** The path being shown, to mark its menu item. */
  current: string;
  /** The screen shows React islands, so their loader is included. */
  islands?: boolean;
}

/** The signed-in shell: the side menu for the person's role (spec §2) beside the screen. */
export function DashboardLayout({ title, tenant, principal, current, islands, children }: PropsWithChildren<DashboardLayoutProps>) {
  const items = DASHBOARD_MENU.filter((item) => item.show(principal));
  const isCurrent = (href: string, section?: string) => current === href || (section !== undefined && current.startsWith(section));
  return (
    <Layout title={title} tenant={tenant} principal={principal} islands={islands}>
      <div class="container dashboard">
        <nav class="dashboard-menu" aria-label={t('Dashboard')}>
          <p class="dashboard-user" safe>
            {`${principal.first_name} ${principal.last_name}`}
          </p>
          <ul>
            {items.map((item) => (
              <li>
                {item.post ? (
                  <form method="post" action={item.href} class="logout-form">
                    <button type="submit" class="menu-button-item" safe>
                      {t(item.label)}
                    </button>
                  </form>
                ) : (
                  <a href={item.href} aria-current={isCurrent(item.href, item.section) ? 'page' : undefined} safe>
                    {t(item.label)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div class="dashboard-content">{children}</div>
      </div>
    </Layout>
  );
}
