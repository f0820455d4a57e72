import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { t } from '../../../lib/i18n';
import { listPathFor } from '../../../lib/paths';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Field } from '../../../ui/Field';
import type { BookingDetailRow } from '../../booking/booking.queries';
import { customerName, detailPath, petName } from '../../booking/views/AppointmentCard';

/** The vet's prescription form for one consultation; errors land in #rx-result naming the field. */
export function PrescribePage({ tenant, principal, booking }: { tenant: Tenant; principal: Principal; booking: BookingDetailRow }) {
  const action = `/app/appointments/${booking.id}/prescriptions`;
  return (
    <DashboardLayout title={t('Write a prescription')} tenant={tenant} principal={principal} current={listPathFor(principal)}>
      <div class="page-heading">
        <h1 safe>{t('Write a prescription')}</h1>
        <a class="button button-ghost" href={detailPath(principal, booking.id)} safe>
          {t('Appointment details')}
        </a>
      </div>
      <section class="card">
        <p safe>{`${customerName(booking)} · ${petName(booking)}`}</p>
        <form method="post" action={action} hx-post={action} hx-target="#rx-result" class="stack" id="prescribe-form">
          <Field name="drug" label={t('Drug')} required maxlength={120} />
          <Field name="strength" label={t('Strength')} required maxlength={60} />
          <Field name="dose" label={t('Dose')} required maxlength={60} />
          <Field name="frequency" label={t('Frequency')} required maxlength={60} />
          <Field name="duration_days" label={t('Duration (days)')} type="number" required />
          <Field name="quantity" label={t('Quantity')} required maxlength={60} />
          <Field name="refills_allowed" label={t('Refills')} type="number" value={0} />
          <Field name="instructions" label={t('Instructions')}>
            <textarea id="field-instructions" name="instructions" maxlength={1000} rows="3"></textarea>
          </Field>
          <div id="rx-result"></div>
          <button type="submit" class="button" safe>
            {t('Sign and issue')}
          </button>
        </form>
      </section>
    </DashboardLayout>
  );
}

/** The "Prescribe" button of a consultation for its practice: a link when allowed, else disabled with the reason beside it. */
export function PrescribeButton({ bookingId, gate }: { bookingId: number; gate: { allowed: boolean; reason: string | null } | null }) {
  if (!gate) return '';
  return (
    <section class="prescribe" aria-labelledby="prescribe-title">
      <h3 id="prescribe-title" safe>
        {t('Prescriptions')}
      </h3>
      {gate.allowed ? (
        <a class="button" href={`/app/appointments/${bookingId}/prescribe`} safe>
          {t('Prescribe')}
        </a>
      ) : (
        <>
          <button type="button" class="button" disabled aria-describedby="prescribe-reason" safe>
            {t('Prescribe')}
          </button>
          <p id="prescribe-reason" class="muted" safe>
            {gate.reason}
          </p>
        </>
      )}
    </section>
  );
}
