import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { DashboardLayout } from '../../../ui/DashboardLayout';

/** The external dashboard (architecture §12): its page in a frame, with a short-lived token naming the practice. */
export function EmbedScreen({ tenant, principal, basePath, src }: { tenant: Tenant; principal: Principal; basePath: string; src: string }) {
  return (
    <DashboardLayout title="Reports" tenant={tenant} principal={principal} current={basePath}>
      <div class="page-heading">
        <h1>Reports</h1>
        <nav class="tabs" aria-label="Report views">
          <a href={basePath}>Figures</a>
          <a href={`${basePath}/embed`} aria-current="page">
            External dashboard
          </a>
        </nav>
      </div>
      <iframe class="report-embed" src={src} title="External reports dashboard" loading="lazy" referrerpolicy="no-referrer"></iframe>
    </DashboardLayout>
  );
}
