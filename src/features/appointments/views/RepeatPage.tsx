import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { FormActions } from '../../../ui/FormActions';
import { formatSlot } from '../../../lib/time';
import { listPathFor } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import type { PlannedVisit } from '../../booking/booking.series.plan';
import type { VisitOutcome } from '../../booking/booking.series';
import { detailPath } from '../../booking/views/AppointmentCard';
import { repeatRefusal, type RepeatView } from '../appointments.repeat';
import { Alert } from '../../../ui/Alert';

/** One visit of the plan: free at its time, skipped, or refused with its alternatives and "skip" to choose from. */
function PlannedRow({ visit, zone, chosen }: { visit: PlannedVisit; zone: string; chosen?: string }) {
  if (visit.state === 'skipped') return <li safe>{t('Visit {visit}: skipped', { visit: visit.visit })}</li>;
  const time = formatSlot(visit.slot, zone);
  if (visit.state === 'free') return <li class="series-free" safe>{t('Visit {visit}: {time}', { visit: visit.visit, time })}</li>;
  return (
    <li class="series-refused">
      <fieldset class="field">
        <legend safe>{t('Visit {visit} ({time}) cannot be booked: {reason}', { visit: visit.visit, time, reason: visit.status })}</legend>
        {visit.alternatives.map((a) => (
          <label class="choice">
            <input type="radio" name={`c${visit.visit}`} value={a.start} checked={chosen === a.start} required />
            <span safe>{formatSlot(a.start, zone)}</span>
          </label>
        ))}
        <label class="choice">
          <input type="radio" name={`c${visit.visit}`} value="skip" required />
          <span safe>{t('Skip this visit')}</span>
        </label>
      </fieldset>
    </li>
  );
}

/** How often and how many, asked with GET so the plan can be shown again. */
function RepeatForm({ view, self }: { view: RepeatView; self: string }) {
  const { query } = view;
  return (
    <form method="get" action={self} class="series-repeat">
      <div class="field">
        <label for="repeat-every" safe>{t('Every')}</label>
        <input id="repeat-every" name="every" type="number" min="1" max="52" value={String(query.every ?? 1)} required />
        <select name="unit" aria-label={t('Days or weeks')}>
          <option value="week" selected={query.unit !== 'day'} safe>{t('weeks')}</option>
          <option value="day" selected={query.unit === 'day'} safe>{t('days')}</option>
        </select>
      </div>
      <div class="field">
        <label for="repeat-count" safe>{t('Number of visits')}</label>
        <input id="repeat-count" name="count" type="number" min="1" max="52" value={String(query.count ?? 4)} required />
      </div>
      <FormActions submit={t('Check times')} />
    </form>
  );
}

/** The plan, and the form that books it: an answer for each refused visit, how to pay. */
function BookForm({ view, action }: { view: RepeatView; action: string }) {
  const { query, visits, zone } = view;
  return (
    <form method="post" action={action} class="series-book">
      <input type="hidden" name="every" value={String(query.every)} />
      <input type="hidden" name="unit" value={query.unit} />
      <input type="hidden" name="count" value={String(query.count)} />
      <input type="hidden" name="tz" value={zone} />
      <input type="hidden" name="key" value={crypto.randomUUID()} />
      <ol class="series-visits">
        {visits!.map((v) => (
          <PlannedRow visit={v} zone={zone} chosen={query.choices?.[String(v.visit)]} />
        ))}
      </ol>
      <fieldset class="field">
        <legend safe>{t('Payment')}</legend>
        <label class="choice">
          <input type="radio" name="pay" value="each" checked />
          <span safe>{t('Pay each visit when it is booked')}</span>
        </label>
        <label class="choice">
          <input type="radio" name="pay" value="upfront" />
          <span safe>{t('Pay for the whole series now')}</span>
        </label>
        <label class="choice">
          <input type="checkbox" name="waive" value="true" />
          <span safe>{t('Waive payment')}</span>
        </label>
        <input name="cardName" aria-label={t('Name on card')} autocomplete="cc-name" />
        <input name="cardNumber" aria-label={t('Card number')} inputmode="numeric" autocomplete="cc-number" />
        <input name="expDt" aria-label={t('Expiry (YYYY-MM)')} autocomplete="cc-exp" />
        <input name="ccv" aria-label={t('Security code')} inputmode="numeric" autocomplete="cc-csc" />
      </fieldset>
      <FormActions submit={t('Book the series')} />
    </form>
  );
}

/** What booking the series did, visit by visit. */
export function SeriesOutcome({ visits, zone, principal }: { visits: VisitOutcome[]; zone: string; principal: Principal }) {
  return (
    <ol class="series-outcome">
      {visits.map((v) =>
        v.state === 'booked' ? (
          <li>
            <a href={detailPath(principal, v.id)} safe>
              {t('Visit {visit}: {time}', { visit: v.visit, time: formatSlot(v.slot, zone) })}
            </a>
          </li>
        ) : v.state === 'skipped' ? (
          <li safe>{t('Visit {visit}: skipped', { visit: v.visit })}</li>
        ) : (
          <li safe>{t('Visit {visit} ({time}) cannot be booked: {reason}', { visit: v.visit, time: formatSlot(v.slot, zone), reason: v.status })}</li>
        ),
      )}
    </ol>
  );
}

/** Repeat an appointment as a series: how often and how many, the plan with its choices, then the visits booked. */
export function RepeatPage(props: { view: RepeatView; tenant: Tenant; principal: Principal; booked?: VisitOutcome[] }) {
  const { view, tenant, principal, booked } = props;
  const { booking } = view;
  const self = `${detailPath(principal, booking.id)}/repeat`;
  const refused = repeatRefusal(view);
  return (
    <DashboardLayout title={t('Repeat this appointment')} tenant={tenant} principal={principal} current={listPathFor(principal)}>
      <div class="page-heading">
        <h1 safe>{t('Repeat appointment #{id}', { id: String(booking.id) })}</h1>
        <a class="button button-ghost" href={detailPath(principal, booking.id)} safe>
          {t('Back to appointment')}
        </a>
      </div>
      <section class="card">
        <p safe>{t('{type} consultation with {vet}, now {time}.', { type: consultationTypeLabel(booking.type), vet: booking.details.listing.title, time: formatSlot(booking.slot, view.zone) })}</p>
        {refused ? <Alert kind="error" message={refused} /> : booked ? <SeriesOutcome visits={booked} zone={view.zone} principal={principal} /> : <RepeatForm view={view} self={self} />}
        {!booked && view.visits ? <BookForm view={view} action={`/app/appointments/${booking.id}/repeat`} /> : ''}
      </section>
    </DashboardLayout>
  );
}
