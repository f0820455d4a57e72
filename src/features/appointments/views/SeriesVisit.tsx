import { t } from '../../../lib/i18n';
import type { BookingDetailRow } from '../../booking/booking.queries';

/** "Visit 3 of 6" on a booking that is a visit of a series, and cancelling it with every later visit (when it may be canceled). */
export function SeriesVisit({ booking, canCancel }: { booking: Pick<BookingDetailRow, 'id' | 'series_visit' | 'series_count'>; canCancel: boolean }) {
  if (!booking.series_visit || !booking.series_count) return <></>;
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
