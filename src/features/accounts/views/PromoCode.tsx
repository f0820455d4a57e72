import { Field } from '../../../ui/Field';
import { MESSAGES } from '../accounts.model';
import { t } from '../../../lib/i18n';

export interface PromoCodeProps {
  code?: string;
  /** The plan the code applies, once checked. */
  plan?: { code: string; description: string } | null;
  error?: string;
}

/** The signup form's promo code (spec §5): Apply checks it and shows 'Promo Applied!' with the plan's description. */
export function PromoCode(props: PromoCodeProps) {
  return (
    <div id="promo-code" class="promo-code">
      <div class="field-with-action">
        <Field name="promocode" label={t('Promo code (optional)')} value={props.code} error={props.error} autocomplete="off" />
        <button type="submit" class="button button-ghost" formaction="/auth/promo" hx-post="/auth/promo" hx-target="#promo-code" hx-swap="outerHTML" safe>
          {t('Apply')}
        </button>
      </div>
      {props.plan ? (
        <div class="alert alert-success promo-applied" role="status">
          <strong safe>{t(MESSAGES.promoApplied)}</strong>
          <p safe>{props.plan.description}</p>
        </div>
      ) : (
        ''
      )}
    </div>
  );
}
