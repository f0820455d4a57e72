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
import { repeatRefusal, type CardField, type RepeatView } from '../appointments.repeat';
import { Field } from '../../../ui/Field';
import { Alert } from '../../../ui/Alert';

/** An answer already given to a visit (another time, or skip), posted again with the plan so it is never lost. */
const Answered = ({ visit, chosen }: { visit: number; chosen?: string }) => (chosen ? <input type="hidden" name={`c${visit}`} value={chosen} /> : '');

/** One visit of the plan: free at its time, skipped, or refused with its alternatives and "skip" to choose from. */
function PlannedRow({ visit, zone, chosen }: { visit: PlannedVisit; zone: string; chosen?: string }) {
  if (visit.state === 'skipped') {
    return (
      <li>
        <span safe>{t('Visit {visit}: skipped', { visit: visit.visit })}</span>
        <Answered visit={visit.visit} chosen={chosen} />
      </li>
    );
  }
  const time = formatSlot(visit.slot, zone);
  if (visit.state === 'free') {
    return (
      <li class="series-free">
        <span safe>{t('Visit {visit}: {time}', { visit: visit.visit, time })}</span>
        <Answered visit={visit.visit} chosen={chosen} />
      </li>
    );
  }
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
          <input type="radio" name={`c${visit.visit}`} value="skip" checked={chosen === 'skip'} required />
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

/** A refused booking of the plan: the message, the payment field it is beside (none: above the form), and how it was to be paid as typed. */
export interface RepeatRefusal {
  message: string;
  field?: CardField;
  payment: { pay: 'each' | 'upfront'; waive: boolean; cardName: string; expDt: string };
}

/** One card field; the card's number and code are never shown back. */
function CardInput({ name, label, value, refusal, ...attrs }: { name: CardField; label: string; value?: string; refusal?: RepeatRefusal; autocomplete: string; inputmode?: string }) {
  const error = refusal?.field === name ? refusal.message : undefined;
  return (
    <Field name={name} id={`series-${name}`} label={label} error={error}>
      <input id={`series-${name}`} name={name} value={value} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `series-${name}-error` : undefined} {...attrs} />
    </Field>
  );
}

/** The plan, and the form that books it: an answer for each refused visit, how to pay. */
function BookForm({ view, action, refusal }: { view: RepeatView; action: string; refusal?: RepeatRefusal }) {
  const { query, visits, zone } = view;
  const typed = refusal?.payment;
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
        {refusal && !refusal.field ? <Alert kind="error" message={refusal.message} /> : ''}
        <label class="choice">
          <input type="radio" name="pay" value="each" checked={typed?.pay !== 'upfront'} />
          <span safe>{t('Pay each visit when it is booked')}</span>
        </label>
        <label class="choice">
          <input type="radio" name="pay" value="upfront" checked={typed?.pay === 'upfront'} />
          <span safe>{t('Pay for the whole series now')}</span>
        </label>
        <label class="choice">
          <input type="checkbox" name="waive" value="true" checked={typed?.waive} />
          <span safe>{t('Waive payment')}</span>
        </label>
        <CardInput name="cardName" label={t('Name on card')} value={typed?.cardName} refusal={refusal} autocomplete="cc-name" />
        <CardInput name="cardNumber" label={t('Card number')} refusal={refusal} inputmode="numeric" autocomplete="cc-number" />
        <CardInput name="expDt" label={t('Expiry (YYYY-MM)')} value={typed?.expDt} refusal={refusal} autocomplete="cc-exp" />
        <CardInput name="ccv" label={t('Security code')} refusal={refusal} inputmode="numeric" autocomplete="cc-csc" />
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
export function RepeatPage(props: { view: RepeatView; tenant: Tenant; principal: Principal; booked?: VisitOutcome[]; refusal?: RepeatRefusal }) {
  const { view, tenant, principal, booked, refusal } = props;
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
        {!booked && view.visits ? <BookForm view={view} action={`/app/appointments/${booking.id}/repeat`} refusal={refusal} /> : ''}
      </section>
    </DashboardLayout>
  );
}
