import type { PropsWithChildren } from '@kitajs/html';
import type { Tenant } from '../../../lib/tenant';
import { Layout } from '../../../ui/Layout';
import { formatSlot } from '../../../lib/time';
import { CONSULTATION_TYPES, consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { DEFAULT_CURRENCY, priceLabel } from '../../../lib/money';
import { t } from '../../../lib/i18n';
import type { BookingDetailRow } from '../../booking/booking.queries';
import type { RescheduleChoices } from '../../booking/booking.reschedule';
import { StatusBadge, petName } from '../../booking/views/AppointmentCard';
import { CANCEL_QUESTION, INVALID_LINK } from '../appointments.model';
import { RescheduleSlots } from './ReschedulePage';

/*
 * The pages a booking's manage link serves (`/m/<token>`): signed out, one booking only, with
 * no account navigation (the layout is given no principal) and no link into the account.
 */

/** The frame of every manage page: the site's public chrome, nothing of an account. */
function ManageShell({ tenant, title, children }: PropsWithChildren<{ tenant: Tenant; title: string }>) {
  return (
    <Layout title={title} tenant={tenant} principal={null}>
      <section class="container narrow manage-booking">{children}</section>
    </Layout>
  );
}

/** What, when (in the owner's zone), where, price with its currency, and status. */
export function ManageFacts({ booking, zone, now }: { booking: BookingDetailRow; zone: string; now: Date }) {
  const { details } = booking;
  return (
    <dl class="appointment-facts">
      <dt safe>{t('Practice')}</dt>
      <dd safe>{booking.practice_name}</dd>
      <dt safe>{t('Vet')}</dt>
      <dd safe>{details.listing.title}</dd>
      <dt safe>{t('Pet')}</dt>
      <dd safe>{petName(booking)}</dd>
      <dt safe>{t('Type')}</dt>
      <dd safe>{t('{type}, {minutes} minutes', { type: consultationTypeLabel(booking.type), minutes: details.listing.duration })}</dd>
      <dt safe>{t('Time')}</dt>
      <dd class="manage-when" safe>{formatSlot(booking.slot, zone, 'long')}</dd>
      <dt safe>{t('Where')}</dt>
      <dd safe>{booking.type === CONSULTATION_TYPES.CLINIC ? (details.visit?.address ?? details.listing.address ?? booking.practice_name) : t('Online')}</dd>
      <dt safe>{t('Price')}</dt>
      <dd safe>{priceLabel(details.listing.price, details.listing.currency ?? DEFAULT_CURRENCY)}</dd>
      <dt safe>{t('Status')}</dt>
      <dd>
        <StatusBadge booking={booking} now={now} />
      </dd>
    </dl>
  );
}

export interface ManageView {
  tenant: Tenant;
  /** The page's own address, `/m/<token>`. */
  base: string;
  booking: BookingDetailRow;
  zone: string;
  now: Date;
  /** What happened to it, each a sentence: moved, canceled (when, by whom), the refund, an action already taken. */
  notices: string[];
  canCancel: boolean;
  canReschedule: boolean;
}

function Notices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return '';
  return (
    <div class="alert alert-info manage-notices" role="status">
      {notices.map((notice) => (
        <p safe>{notice}</p>
      ))}
    </div>
  );
}

/** One booking, what became of it, and the two things the link can do with it. */
export function ManageBookingPage({ tenant, base, booking, zone, now, notices, canCancel, canReschedule }: ManageView) {
  return (
    <ManageShell tenant={tenant} title={t('Appointment #{id}', { id: String(booking.id) })}>
      <h1 safe>{t('Appointment #{id}', { id: String(booking.id) })}</h1>
      <Notices notices={notices} />
      <section class="card">
        <ManageFacts booking={booking} zone={zone} now={now} />
        <div class="form-actions appointment-actions">
          {canReschedule ? (
            <a class="button button-ghost" href={`${base}/reschedule`} safe>
              {t('Reschedule')}
            </a>
          ) : (
            ''
          )}
          {canCancel ? (
            <a class="button button-danger" href={`${base}/cancel`} safe>
              {t('Cancel Appointment')}
            </a>
          ) : (
            ''
          )}
        </div>
      </section>
    </ManageShell>
  );
}

/** Before canceling: the booking, exactly what would be refunded, and the question the signed-in cancel asks. */
export function ManageCancelPage({ tenant, base, booking, zone, now, refund }: Pick<ManageView, 'tenant' | 'base' | 'booking' | 'zone' | 'now'> & { refund: string }) {
  return (
    <ManageShell tenant={tenant} title={t('Cancel Appointment')}>
      <h1 safe>{t('Appointment #{id}', { id: String(booking.id) })}</h1>
      <section class="card">
        <ManageFacts booking={booking} zone={zone} now={now} />
        <dl class="appointment-facts">
          <dt safe>{t('Refund')}</dt>
          <dd class="refund" safe>
            {refund}
          </dd>
        </dl>
        <p safe>{t(CANCEL_QUESTION)}</p>
        <form method="post" action={`${base}/cancel`} class="form-actions">
          <button type="submit" class="button button-danger" safe>
            {t('Cancel Appointment')}
          </button>
          <a class="button button-ghost" href={base} safe>
            {t('Back to appointment')}
          </a>
        </form>
      </section>
    </ManageShell>
  );
}

/** The same day picker and free times as the signed-in reschedule, posting back to the link. */
export function ManageReschedulePage({ tenant, base, view }: { tenant: Tenant; base: string; view: RescheduleChoices }) {
  const { booking, date, zone, first, last } = view;
  return (
    <ManageShell tenant={tenant} title={t('Reschedule appointment')}>
      <h1 safe>{t('Reschedule appointment #{id}', { id: String(booking.id) })}</h1>
      <section class="card reschedule">
        <p safe>{t('{type} consultation with {vet}, now {time}.', { type: consultationTypeLabel(booking.type), vet: booking.details.listing.title, time: formatSlot(booking.slot, zone) })}</p>
        <form method="get" action={`${base}/reschedule`}>
          <input type="hidden" name="tz" value={zone} />
          <div class="field">
            <label for="reschedule-date" safe>
              {t('Date')}
            </label>
            <input id="reschedule-date" name="date" type="date" min={first} max={last} value={date} required />
          </div>
          <button type="submit" class="button button-ghost" safe>
            {t('Show times')}
          </button>
        </form>
        <RescheduleSlots {...view} action={`${base}/reschedule`} />
        <p>
          <a class="button button-ghost" href={base} safe>
            {t('Back to appointment')}
          </a>
        </p>
      </section>
    </ManageShell>
  );
}

/** A manage link that does not open: forged, altered or revoked (invalid), or past its time (expired). */
export function ManageLinkProblemPage({ tenant, problem }: { tenant: Tenant; problem: 'invalid' | 'expired' }) {
  const title = problem === 'invalid' ? t(INVALID_LINK) : t('Link expired');
  return (
    <ManageShell tenant={tenant} title={title}>
      <div class="center-text page-message">
        <h1 safe>{title}</h1>
        <p safe>
          {problem === 'invalid'
            ? t('This link is not valid: it was altered, or it was replaced when the password changed. Open the link from your latest e-mail, or sign in to see your appointments.')
            : t('This link has expired: the appointment is over. Sign in to see your appointments.')}
        </p>
        <a class="button" href="/login" safe>
          {t('Login')}
        </a>
      </div>
    </ManageShell>
  );
}
