import { t } from '../../../lib/i18n';
import type { Principal } from '../../../lib/principal';
import { isPracticeLogin } from '../../../lib/policy';
import { detailPath } from '../../booking/views/AppointmentCard';
import type { BookingDetailRow } from '../../booking/booking.queries';

/** "Visit 3 of 6" on a booking that is a visit of a series, and cancelling it with every later visit (when it may be canceled). */
export function SeriesVisit({ booking, canCancel, principal }: { booking: Pick<BookingDetailRow, 'id' | 'series_visit' | 'series_count'>; canCancel: boolean; principal: Principal }) {
  if (!booking.series_visit || !booking.series_count) {
    // The practice repeats a booking as a series of visits.
    return isPracticeLogin(principal) ? (
      <p>
        <a class="button button-ghost" href={`${detailPath(principal, booking.id)}/repeat`} safe>
          {t('Repeat this appointment')}
        </a>
      </p>
    ) : (
      <></>
    );
  }
  const action = `/app/appointments/${booking.id}/cancel-onwards`;
  return (
    <div class="series-visit">
      <p class="badge" safe>
        {t('Visit {visit} of {count}', { visit: booking.series_visit, count: booking.series_count })}
      </p>
      {canCancel ? (
        <form method="post" action={action}>
          <button type="submit" class="button button-danger" safe>
            {t('Cancel this and later visits')}
          </button>
        </form>
      ) : (
        ''
      )}
    </div>
  );
}
