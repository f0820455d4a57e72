import type { CancelPolicy } from '../../db/schema';
import { TERMS } from './constants/limits';
import { formatMoney } from './money';
import { t } from './i18n';

/**
 * A listing's cancellation policy as the owner reads it before paying, in their language with
 * amounts in the practice's currency: one sentence a line.
 */
export function policyLines(policy: CancelPolicy | null | undefined, currency: string): string[] {
  const days = TERMS.REFUND_DAYS;
  if (!policy) return [t('Free cancellation until the appointment starts; refunds are given only within {days} days of payment.', { days })];
  const hours = policy.notice_hours;
  const lines = [t('Free cancellation until {hours, plural, one {# hour} other {# hours}} before the appointment.', { hours })];
  if (policy.inside === 'full') lines.push(t('Inside that window a cancellation is still refunded in full.'));
  if (policy.inside === 'partial') lines.push(t('Inside that window {percent}% of the payment is refunded.', { percent: policy.refund_percent ?? 0 }));
  if (policy.inside === 'none') lines.push(t('Inside that window the payment is not refunded.'));
  if (policy.inside === 'fee') lines.push(t('Inside that window a cancellation fee of {fee} is kept from the refund.', { fee: formatMoney(policy.fee ?? 0, currency) }));
  lines.push(policy.reschedule_inside === false ? t('Inside that window the appointment cannot be rescheduled.') : t('Inside that window the appointment can still be rescheduled.'));
  if (policy.no_show_fee) lines.push(t('Missing the appointment without canceling may cost a no-show fee of {fee}.', { fee: formatMoney(policy.no_show_fee, currency) }));
  lines.push(t('Refunds are given only within {days} days of payment.', { days }));
  return lines;
}
