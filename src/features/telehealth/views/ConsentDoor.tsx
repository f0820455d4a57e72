import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { FormActions } from '../../../ui/FormActions';
import { listPathFor } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import type { CurrentConsent } from '../telehealth.consent';

/** The consent's text, paragraph by paragraph, escaped. */
export function ConsentText({ consent }: { consent: CurrentConsent }) {
  return (
    <div class="consent-text" data-consent-version={String(consent.version)}>
      {consent.text.split(/\n\s*\n/).map((paragraph) => (
        <p safe>{paragraph}</p>
      ))}
    </div>
  );
}

/** The session's door when the booking lacks the owner's acceptance: the owner reads and accepts it here. */
export function ConsentDoorPage(props: { tenant: Tenant; principal: Principal; bookingId: number; practice: string; consent: CurrentConsent; error?: string }) {
  const { tenant, principal, bookingId, consent } = props;
  return (
    <DashboardLayout title={t('Telehealth consent')} tenant={tenant} principal={principal} current={listPathFor(principal)}>
      <h1 safe>{t('Telehealth consent')}</h1>
      <section class="card consent-door">
        <form method="post" action={`/appointments/${bookingId}/telehealth-consent`}>
            <p safe>{t('Before your first video, phone or chat consultation with {practice}, please read and accept its telehealth consent.', { practice: props.practice })}</p>
            <ConsentText consent={consent} />
            <input type="hidden" name="version" value={String(consent.version)} />
            {/* The one thing to do here is tick the box: a refusal is said beside it. */}
            <label class="checkbox">
              <input type="checkbox" name="accept" value="yes" required aria-invalid={props.error ? 'true' : undefined} aria-describedby={props.error ? 'consent-accept-error' : undefined} />{' '}
              <span safe>{t('I have read and accept the telehealth consent')}</span>
            </label>
            {props.error ? (
              <p class="field-error" id="consent-accept-error" safe>
                {props.error}
              </p>
            ) : (
              ''
            )}
            <FormActions submit={t('Accept and continue')} />
        </form>
      </section>
    </DashboardLayout>
  );
}
