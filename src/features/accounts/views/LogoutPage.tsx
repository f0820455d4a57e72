import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { t } from '../../../lib/i18n';

/** `GET /app/logout` only asks: signing out is the POST behind the button. */
export function LogoutPage({ tenant, principal }: { tenant: Tenant; principal: Principal }) {
  return (
    <Layout title={t('Log out')} tenant={tenant} principal={principal}>
      <section class="container narrow center-text page-message">
        <h1 safe>{t('Log out?')}</h1>
        <p safe>{t('You are signed in as {email}.', { email: principal.email })}</p>
        <form method="post" action="/app/logout">
          <button type="submit" class="button" safe>
            {t('Log out')}
          </button>
        </form>
      </section>
    </Layout>
  );
}
