import type { Tenant } from '../../../lib/tenant';
import { t } from '../../../lib/i18n';
import { Layout } from '../../../ui/Layout';
import type { Verdict } from '../prescriptions.verify';

/** The public verify page: only whether the prescription is valid, who issued it and when. */
export function VerifyPage({ tenant, verdict }: { tenant: Tenant; verdict: Verdict }) {
  return (
    <Layout title={t('Prescription check')} tenant={tenant} principal={null} htmx={false}>
      <main class="container narrow">
        <h1 safe>{t('Prescription check')}</h1>
        {verdict.valid ? (
          <p class="alert alert-success" role="status" data-rx="valid" safe>
            {t('Valid prescription issued by {practice} on {date}', { practice: verdict.practice, date: verdict.date })}
          </p>
        ) : (
          <p class="alert alert-error" role="status" data-rx="invalid" safe>
            {t('Not valid')}
          </p>
        )}
      </main>
    </Layout>
  );
}
