import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { formatDate, formatSlot } from '../../../lib/time';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { listPathFor } from '../../../lib/paths';
import type { RescheduleChoices } from '../../booking/booking.reschedule';
import { detailPath } from '../../booking/views/AppointmentCard';
import { FormActions } from '../../../ui/FormActions';
import { t } from '../../../lib/i18n';

export type RescheduleView = RescheduleChoices;

/** The free times of the chosen day, each a choice of the form that moves the booking. */
export function RescheduleSlots({ booking, date, zone, slots, action = `/app/appointments/${booking.id}/reschedule` }: RescheduleView & { action?: string }) {
  return (
    <div id="reschedule-slots">
      {slots.length === 0 ? (
        <p class="empty-state" safe>
          {t('No slots available for this date')}
        </p>
      ) : (
        <form method="post" action={action} hx-post={action} hx-target="#reschedule-result">
          <input type="hidden" name="tz" value={zone} />
          <fieldset class="field">
            <legend safe>{t('Available times on {date}', { date: formatDate(date) })}</legend>
            <ul class="slot-list" aria-label={t('Available times')}>
              {slots.map((slot) => (
                <li>
                  <label class="choice">
                    <input type="radio" name="slot" value={slot.start} required />
                    <span safe>{formatSlot(slot.start, zone, 'clock')}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <FormActions submit={t('Reschedule')} />
        </form>
      )}
      <div id="reschedule-result"></div>
    </div>
  );
}

/** Reschedule: the current time, a day to look at, and that day's free times of the same consultation. */
export function ReschedulePage(props: RescheduleView & { tenant: Tenant; principal: Principal }) {
  const { tenant, principal, booking, date, zone, first, last } = props;
  const self = `${detailPath(principal, booking.id)}/reschedule`;
  return (
    <DashboardLayout title={t('Reschedule appointment')} tenant={tenant} principal={principal} current={listPathFor(principal)}>
      <div class="page-heading">
        <h1 safe>{t('Reschedule appointment #{id}', { id: String(booking.id) })}</h1>
        <a class="button button-ghost" href={detailPath(principal, booking.id)} safe>
          {t('Back to appointment')}
        </a>
      </div>
      <section class="card reschedule">
        <p safe>{t('{type} consultation with {vet}, now {time}.', { type: consultationTypeLabel(booking.type), vet: booking.details.listing.title, time: formatSlot(booking.slot, zone) })}</p>
        <form method="get" action={self} hx-get={self} hx-target="#reschedule-slots" hx-swap="outerHTML" hx-trigger="change" hx-push-url="true">
          <input type="hidden" name="tz" value={zone} />
          <div class="field">
            <label for="reschedule-date" safe>
              {t('Date')}
            </label>
            <input id="reschedule-date" name="date" type="date" min={first} max={last} value={date} required />
          </div>
          <noscript>
            <button type="submit" class="button button-ghost" safe>
              {t('Show times')}
            </button>
          </noscript>
        </form>
        <RescheduleSlots {...props} />
      </section>
    </DashboardLayout>
  );
}
