import { t } from '../../../lib/i18n';
import { priceLabel } from '../../../lib/money';
import { formatSlot } from '../../../lib/time';
import { BOOKING_BADGES } from '../../../lib/constants/booking-status';
import type { Attendance } from '../../booking/booking.no-show-fee';
import type { AttendanceMark } from '../../booking/booking.attendance';

/** The booking's attendance as the policy lets the reader act on it, with the reader's zone. */
export type AttendanceView = Attendance & { zone: string };

const money = (amount: number, currency: string) => priceLabel(amount, currency.toUpperCase(), 'exact');

function MarkButton({ bookingId, mark, label }: { bookingId: number; mark: AttendanceMark; label: string }) {
  const action = `/app/appointments/${bookingId}/attendance`;
  return (
    <form method="post" action={action} hx-post={action} hx-target="#attendance-result" class="inline-form">
      <input type="hidden" name="mark" value={mark} />
      <button type="submit" class={mark === 'no-show' ? 'button button-danger' : 'button button-ghost'} safe>
        {label}
      </button>
    </form>
  );
}

/** The fee charged, as both sides read it. */
export function FeeCharged({ fee, zone }: Pick<AttendanceView, 'fee' | 'zone'>) {
  if (!fee.charged) return '';
  return (
    <p class="no-show-fee" safe>
      {t('No-show fee of {amount} charged on {when}.', { amount: money(fee.charged.amount, fee.charged.currency), when: formatSlot(fee.charged.created_at, zone) })}
    </p>
  );
}

/**
 * The practice's attendance panel on a past booking: mark it no-show or arrived, correct that the
 * same day, and charge a no-show's fee to the card the owner agreed to keep. Each button only
 * when the policy allows it; a refusal or a decline lands in #attendance-result.
 */
export function AttendancePanel({ bookingId, view }: { bookingId: number; view: AttendanceView }) {
  const { canMark, mark, canCharge, fee, zone } = view;
  if (!canMark && !canCharge) return <FeeCharged fee={fee} zone={zone} />;
  const feeAction = `/app/appointments/${bookingId}/no-show-fee`;
  const chargeable = fee.chargeable !== null ? money(fee.chargeable, fee.currency) : '';
  return (
    <section class="attendance" aria-labelledby="attendance-title">
      <h3 id="attendance-title" safe>
        {t('Did the owner come?')}
      </h3>
      {mark && canMark ? (
        <p class="muted" safe>
          {t('Marked: {mark}. You can correct it until the end of the day.', { mark: t(mark === 'no-show' ? BOOKING_BADGES.NO_SHOW : BOOKING_BADGES.ARRIVED) })}
        </p>
      ) : (
        ''
      )}
      <div class="form-actions">
        {canMark && mark !== 'no-show' ? <MarkButton bookingId={bookingId} mark="no-show" label={t('Mark no-show')} /> : ''}
        {canMark && mark !== 'arrived' ? <MarkButton bookingId={bookingId} mark="arrived" label={t('Mark arrived')} /> : ''}
        {canCharge ? (
          <form method="post" action={feeAction} hx-post={feeAction} hx-target="#attendance-result" hx-confirm={t('Charge the no-show fee of {amount} to the card the owner agreed to keep?', { amount: chargeable })} class="inline-form">
            <button type="submit" class="button button-danger" safe>
              {t('Charge no-show fee ({amount})', { amount: chargeable })}
            </button>
          </form>
        ) : (
          ''
        )}
      </div>
      <FeeCharged fee={fee} zone={zone} />
      <div id="attendance-result" role="alert"></div>
    </section>
  );
}
