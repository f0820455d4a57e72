import { Layout } from '../../../ui/Layout';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { SPECIES } from '../../../lib/constants/species';
import { formatSlot } from '../../../lib/time';
import { t, type MessageKey } from '../../../lib/i18n';
import type { RequestOutcome, RequestView } from '../booking.requests';

export type RequestAction = 'accept' | 'decline';

/** Keys, translated where shown. */
const MESSAGES: Record<string, { title: MessageKey; text: MessageKey; kind: 'error' | 'success' | 'info' }> = {
  invalid: { title: 'Invalid link', text: 'This link is not valid.', kind: 'error' },
  answered: { title: 'Already answered', text: 'This appointment request has already been answered. Each link works once.', kind: 'info' },
  expired: { title: 'Request expired', text: 'This appointment request has expired. No appointment was made and nothing was charged.', kind: 'info' },
  declined: { title: 'Request declined', text: 'You declined. No appointment was made and nothing was charged.', kind: 'success' },
  accepted: { title: 'Appointment booked', text: 'You accepted: your appointment is booked. A confirmation e-mail with a calendar invitation is on its way.', kind: 'success' },
};

interface Props {
  tenant: Tenant;
  principal: Principal | null;
  action: RequestAction;
  token: string;
  view: RequestView | RequestOutcome;
  error?: string;
}

/** The page an accept or decline link opens: what was asked, and one button that answers it (a GET never does). */
export function BookingRequestPage({ tenant, principal, action, token, view, error }: Props) {
  const known = MESSAGES[view.state];
  const done = view.state === 'failed' ? { title: t('Appointment not booked'), text: view.message, kind: 'error' as const } : known && { title: t(known.title), text: t(known.text), kind: known.kind };
  return (
    <Layout title={t('Appointment request')} tenant={tenant} principal={principal}>
      <section class="container narrow page-message booking-request">
        {view.state === 'pending' ? <PendingRequest action={action} token={token} view={view} error={error} /> : <Answered {...done!} />}
      </section>
    </Layout>
  );
}

function Answered({ title, text, kind }: { title: string; text: string; kind: 'error' | 'success' | 'info' }) {
  return (
    <>
      <h1 safe>{title}</h1>
      <Alert kind={kind} message={text} />
      <a class="button" href="/app" safe>
        {t('Go to my appointments')}
      </a>
    </>
  );
}

function PendingRequest({ action, token, view, error }: { action: RequestAction; token: string; view: Extract<RequestView, { state: 'pending' }>; error?: string }) {
  return (
    <>
      <h1 safe>{t('{practice} asks you to accept an appointment', { practice: view.practiceName })}</h1>
      <p safe>{t('Hello {name}. Nothing is booked or charged unless you accept.', { name: view.firstName })}</p>
      <dl class="request-summary">
        <dt safe>{t('Consultation')}</dt>
        <dd safe>{view.typeLabel}</dd>
        <dt safe>{t('When')}</dt>
        <dd safe>{formatSlot(view.slot, view.zone, 'long')}</dd>
        <dt safe>{t('Reason')}</dt>
        <dd safe>{view.reason}</dd>
      </dl>
      {error ? <Alert message={error} /> : ''}
      <form method="post" action={`/booking-requests/${action}`}>
        <input type="hidden" name="t" value={token} />
        {action === 'accept' ? <PetChooser pets={view.pets} /> : ''}
        <div class="form-actions">
          <button type="submit" class="button" safe>
            {action === 'accept' ? t('Accept appointment') : t('Decline appointment')}
          </button>
          <a class="button button-ghost" href={`/booking-requests/${action === 'accept' ? 'decline' : 'accept'}?t=${encodeURIComponent(token)}`} safe>
            {action === 'accept' ? t('Decline instead') : t('Accept instead')}
          </a>
        </div>
      </form>
    </>
  );
}

/** The person chooses which of their pets the appointment is for, or names a new one. */
function PetChooser({ pets }: { pets: { id: number; name: string }[] }) {
  if (pets.length > 0) {
    return (
      <Field name="pet" label={t('Pet')}>
        <select id="field-pet" name="pet" required>
          {pets.map((pet) => (
            <option value={String(pet.id)} safe>
              {pet.name}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  return (
    <>
      <Field name="pet_name" label={t('Pet name')} required />
      <Field name="pet_type" label={t('Pet type')}>
        <select id="field-pet_type" name="pet_type" required>
          <option value="" safe>{t('Choose…')}</option>
          {Object.entries(SPECIES).map(([code, label]) => (
            <option value={code} safe>
              {label}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
