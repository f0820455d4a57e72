import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { t } from '../../../lib/i18n';

/** The external dashboard (architecture §12): its page in a frame, with a short-lived token naming the practice. */
export function EmbedScreen({ tenant, principal, basePath, src }: { tenant: Tenant; principal: Principal; basePath: string; src: string }) {
  return (
    <DashboardLayout title={t('Reports')} tenant={tenant} principal={principal} current={basePath}>
      <div class="page-heading">
        <h1 safe>{t('Reports')}</h1>
        <nav class="tabs" aria-label={t('Report views')}>
          <a href={basePath} safe>
            {t('Figures')}
          </a>
          <a href={`${basePath}/embed`} aria-current="page" safe>
            {t('External dashboard')}
          </a>
        </nav>
      </div>
      <iframe class="report-embed" src={src} title={t('External reports dashboard')} loading="lazy" referrerpolicy="no-referrer"></iframe>
    </DashboardLayout>
  );
}
