import type { Principal } from '../../../lib/principal';
import { isPlatformAdmin, isPracticeLogin } from '../../../lib/policy';
import { BOOKING_BADGES, bookingBadge, happeningNow } from '../../../lib/constants/booking-status';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { DEFAULT_CURRENCY, priceLabel } from '../../../lib/money';
import { listPathFor } from '../../../lib/paths';
import { formatSlot } from '../../../lib/time';
import { t } from '../../../lib/i18n';
import type { BookingRow } from '../booking.queries';
import { personName } from '../../../lib/person-name';

const BADGE_CLASSES: Record<string, string> = {
  [BOOKING_BADGES.CANCELED]: 'badge-canceled',
  [BOOKING_BADGES.RESCHEDULED]: 'badge-rescheduled',
  [BOOKING_BADGES.ACTIVE]: 'badge-active',
  [BOOKING_BADGES.COMPLETED]: 'badge-completed',
  [BOOKING_BADGES.NO_SHOW]: 'badge-no-show',
  [BOOKING_BADGES.ARRIVED]: 'badge-arrived',
};

/** The booking's badge, and "Happening now" beside it while an Active consultation is under way. */
export function StatusBadge({ booking, now }: { booking: Pick<BookingRow, 'status' | 'slot' | 'slot_end'>; now: Date }) {
  const label = bookingBadge(booking, now);
  return (
    <span class="status-badges">
      <span class={`badge ${BADGE_CLASSES[label] ?? ''}`} safe>
        {t(label)}
      </span>
      {happeningNow(booking, now) ? (
        <span class="badge badge-now" safe>
          {t('Happening now')}
        </span>
      ) : (
        ''
      )}
    </span>
  );
}

export const customerName = (booking: Pick<BookingRow, 'details'>) => personName(booking.details.user);
export const petName = (booking: Pick<BookingRow, 'details'>) => booking.details.pet?.name ?? booking.details.info.pet ?? '—';

/** Where a person opens one of their appointments: practices under /app/appointments, owners and admins under /app/my-appointments. */
export function detailPath(principal: Principal, id: number): string {
  return `${listPathFor(principal)}/${id}`;
}

/** One appointment in the list: who with, pet, type, time in the chosen zone, price and badge. */
export function AppointmentCard({ booking, principal, zone, now }: { booking: BookingRow; principal: Principal; zone: string; now: Date }) {
  const practiceSide = isPracticeLogin(principal);
  return (
    <article class="card appointment-card" data-booking-id={String(booking.id)}>
      <div class="appointment-card-head">
        <h2 safe>{practiceSide ? customerName(booking) : booking.practice_name}</h2>
        <StatusBadge booking={booking} now={now} />
      </div>
      <dl class="appointment-facts">
        <dt safe>{practiceSide ? t('Listing') : t('Vet')}</dt>
        <dd safe>{booking.details.listing.title}</dd>
        {isPlatformAdmin(principal) ? (
          <>
            <dt safe>{t('Customer')}</dt>
            <dd safe>{customerName(booking)}</dd>
          </>
        ) : (
          ''
        )}
        <dt safe>{t('Pet')}</dt>
        <dd safe>{petName(booking)}</dd>
        <dt safe>{t('Type')}</dt>
        <dd safe>{consultationTypeLabel(booking.type)}</dd>
        <dt safe>{t('Time')}</dt>
        <dd safe>{formatSlot(booking.slot, zone)}</dd>
        <dt safe>{t('Price')}</dt>
        <dd safe>{priceLabel(booking.details.listing.price, booking.details.listing.currency ?? DEFAULT_CURRENCY)}</dd>
      </dl>
      <a class="button button-ghost" href={detailPath(principal, booking.id)} safe>
        {t('View details')}
      </a>
    </article>
  );
}
