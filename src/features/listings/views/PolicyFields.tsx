import type { CancelPolicy } from '../../../../db/schema';
import type { FieldErrors } from '../../../lib/form-errors';
import { t } from '../../../lib/i18n';
import { currencyDigits } from '../../../lib/money';
import { Field } from '../../../ui/Field';

/** The form's policy: typed fees in the currency's units; absent when the listing has none. */
export type PolicyFormValue = Partial<CancelPolicy> | null | undefined;

/**
 * The listing's cancellation and reschedule policy: a notice window, what a cancel inside it
 * refunds, whether a move is allowed inside it, and the no-show fee. Unticked: no policy.
 */
export function PolicyFields({ policy, currency, errors = {} }: { policy: PolicyFormValue; currency: string; errors?: FieldErrors }) {
  const step = currencyDigits(currency) > 0 ? String(10 ** -currencyDigits(currency)) : undefined;
  const amount = (key: 'fee' | 'no_show_fee', label: string) => (
    <Field name={`policy[${key}]`} id={`policy-${key}`} label={label} type="number" inputmode="decimal" step={step} value={policy?.[key] ?? ''} error={errors[`policy.${key}`]} />
  );
  const kinds: [CancelPolicy['inside'], string][] = [
    ['full', t('Full refund')],
    ['partial', t('Partial refund')],
    ['none', t('No refund')],
    ['fee', t('Refund less a fixed fee')],
  ];
  return (
    <section class="form-section" id="cancel-policy">
      <h2 safe>{t('Cancellation policy')}</h2>
      <label class="checkbox">
        <input type="checkbox" name="policy[enabled]" checked={Boolean(policy)} /> <span safe>{t('This listing has a cancellation policy')}</span>
      </label>
      <Field name="policy[notice_hours]" id="policy-notice_hours" label={t('Notice window (hours before the appointment)')} type="number" inputmode="numeric" value={policy?.notice_hours ?? 24} error={errors['policy.notice_hours']} />
      <Field name="policy[inside]" id="policy-inside" label={t('Inside the window')} error={errors['policy.inside']}>
        <select id="policy-inside" name="policy[inside]">
          {kinds.map(([kind, label]) => (
            <option value={kind} selected={(policy?.inside ?? 'full') === kind} safe>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field name="policy[refund_percent]" id="policy-refund_percent" label={t('Share refunded (%)')} type="number" inputmode="numeric" value={policy?.refund_percent ?? ''} error={errors['policy.refund_percent']} />
      {amount('fee', t('Cancellation fee ({currency})', { currency }))}
      <label class="checkbox">
        <input type="checkbox" name="policy[reschedule_inside]" checked={policy ? policy.reschedule_inside !== false : true} /> <span safe>{t('Owners may reschedule inside the window')}</span>
      </label>
      {amount('no_show_fee', t('No-show fee ({currency})', { currency }))}
    </section>
  );
}
