import { Layout } from './Layout';
import type { Tenant } from '../lib/tenant';
import type { Principal } from '../lib/principal';
import { t } from '../lib/i18n';

/** The fallback page for any unknown path (spec §2). */
export function NotFoundPage({ tenant, principal }: { tenant: Tenant; principal: Principal | null }) {
  return (
    <Layout title={t('Page not found')} tenant={tenant} principal={principal}>
      <section class="container narrow center-text page-message">
        <h1 safe>{t('Oops! Sorry page not found')}</h1>
        <p safe>{t('The page you asked for does not exist or has moved.')}</p>
        <a class="button" href="/" safe>
          {t('Go Home')}
        </a>
      </section>
    </Layout>
  );
}

/** Any host that is neither the platform's nor a practice's (contract "Hosts"). */
export function SiteNotFoundPage() {
  return (
    <Layout title={t('Site not found')} tenant={{ kind: 'portal' }} principal={null}>
      <section class="container narrow center-text page-message">
        <h1 safe>{t('Site not found')}</h1>
        <p safe>{t('No practice site lives at this address. Check the address, or ask the practice for its booking link.')}</p>
      </section>
    </Layout>
  );
}

/** A fault on our side: the person is told plainly, the details go to the log. */
export function ErrorPage({ tenant, status, message }: { tenant: Tenant; status: number; message: string }) {
  return (
    <Layout title={status >= 500 ? t('Something went wrong') : t('Request refused')} tenant={tenant} principal={null}>
      <section class="container narrow center-text page-message">
        <h1 safe>{message}</h1>
        <a class="button" href="/" safe>
          {t('Go Home')}
        </a>
      </section>
    </Layout>
  );
}
