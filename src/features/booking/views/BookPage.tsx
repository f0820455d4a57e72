import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { Layout } from '../../../ui/Layout';
import { Alert } from '../../../ui/Alert';
import { Island } from '../../../ui/Island';
import { t } from '../../../lib/i18n';
import type { Wizard } from '../booking.wizard';

/** `/book`: the five-stage booking wizard (spec §2), or why this person cannot book here. */
export function BookPage({ tenant, principal, wizard }: { tenant: Tenant; principal: Principal; wizard: Wizard }) {
  return (
    <Layout title={t('Book an Appointment')} tenant={tenant} principal={principal} islands={wizard.allowed}>
      <section class="container booking-page" aria-labelledby="book-title">
        <h1 id="book-title" safe>{t('New Appointment')}</h1>
        {wizard.allowed ? (
          <Island name="BookingWizard" props={wizard.props} />
        ) : (
          <Alert kind="info" message={wizard.message}>
            {wizard.findPractice ? (
              <a class="button" href="/vet-appointments/" safe>
                {t('Find a practice')}
              </a>
            ) : (
              ''
            )}
          </Alert>
        )}
      </section>
    </Layout>
  );
}
