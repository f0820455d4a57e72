import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { Layout } from '../../../ui/Layout';
import { INVALID_LINK } from '../appointments.model';
import { t } from '../../../lib/i18n';

/** A booking link that was forged or altered (spec §2, §8). */
export function InvalidLinkPage({ tenant, principal }: { tenant: Tenant; principal: Principal | null }) {
  return (
    <Layout title={t(INVALID_LINK)} tenant={tenant} principal={principal}>
      <section class="container narrow center-text page-message">
        <h1 safe>{t(INVALID_LINK)}</h1>
        <p safe>{t('This booking link is not valid. Open the link from your e-mail again, or find the appointment in your dashboard.')}</p>
        <a class="button" href="/app" safe>
          {t('Go to dashboard')}
        </a>
      </section>
    </Layout>
  );
}
