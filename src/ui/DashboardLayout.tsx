import type { PropsWithChildren } from '@kitajs/html';
import type { Principal } from '../plugins/session';
import type { Tenant } from '../plugins/tenant';
import { Layout } from './Layout';

export interface MenuItem {
  href: string;
  label: string;
}

/**
 * The dashboard menu for a role (spec §2), in the spec's order. Only screens that exist are
 * listed; each feature adds its item here when it lands.
 */
export function dashboardMenu(principal: Principal): MenuItem[] {
  if (principal.role === 'vendor') {
    return [
      { href: '/app/listings', label: 'My Listings' },
      { href: '/app/logout', label: 'Logout' },
    ];
  }
  return [{ href: '/app/logout', label: 'Logout' }];
}

export interface DashboardLayoutProps {
  title: string;
  tenant: Tenant;
  principal: Principal;
  /** The menu entry to mark as current. */
  current: string;
  islands?: boolean;
}

/** The signed-in shell: the site layout with the role's side menu beside the screen. */
export function DashboardLayout({ title, tenant, principal, current, islands, children }: PropsWithChildren<DashboardLayoutProps>) {
  return (
    <Layout title={title} tenant={tenant} principal={principal} islands={islands}>
      <div class="container dashboard">
        <nav class="dashboard-menu" aria-label="Dashboard">
          <p class="dashboard-user" safe>
            {`${principal.first_name} ${principal.last_name}`}
          </p>
          <ul>
            {dashboardMenu(principal).map((item) => (
              <li>
                <a href={item.href} aria-current={item.href === current ? 'page' : undefined} safe>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div class="dashboard-main">{children}</div>
      </div>
    </Layout>
  );
}
