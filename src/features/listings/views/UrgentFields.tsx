import type { FieldErrors } from '../../../lib/form-errors';
import { t } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { NO_URGENT } from '../listings.urgent';

/** The setting as stored (hours null when opening by hand) or as typed back after an error. */
export interface UrgentFormValue {
  share: number;
  release: 'hours' | 'manual';
  hours?: number | null;
}

/** The listing form's "Same-day capacity" section: the share held for urgent cases and when it opens. */
export function UrgentFields({ urgent, errors = {} }: { urgent?: UrgentFormValue | null; errors?: FieldErrors }) {
  const value = urgent ?? NO_URGENT;
  const option = (release: UrgentFormValue['release'], label: string) => (
    <label class="checkbox">
      <input type="radio" name="urgent[release]" value={release} checked={value.release === release} /> <span safe>{label}</span>
    </label>
  );
  return (
    <section class="form-section" id="urgent-capacity">
      <h2 safe>{t('Same-day capacity')}</h2>
      <p class="field-hint" safe>
        {t("Hold back a share of each day's slots for urgent cases. Owners cannot book a held slot until it opens; your practice can book it for a customer at any time.")}
      </p>
      <Field
        name="urgent[share]"
        id="field-urgent-share"
        label={t("Share of each day's slots held for urgent cases (%)")}
        type="number"
        inputmode="numeric"
        value={Number.isFinite(value.share) ? value.share : ''}
        error={errors['urgent.share']}
        hint={t('0 to 50; 0 holds none.')}
      />
      <fieldset class={`field${errors['urgent.release'] ? ' has-error' : ''}`}>
        <legend safe>{t('Held slots open to everyone')}</legend>
        {option('hours', t('A set number of hours before each slot'))}
        {option('manual', t('Only when the practice releases the day'))}
        {errors['urgent.release'] ? (
          <p class="field-error" safe>
            {errors['urgent.release']}
          </p>
        ) : (
          ''
        )}
      </fieldset>
      <Field
        name="urgent[hours]"
        id="field-urgent-hours"
        label={t('Hours before')}
        type="number"
        inputmode="numeric"
        value={value.hours ?? ''}
        error={errors['urgent.hours']}
        hint={t('A day can also be released by hand at any time, from Urgent slots.')}
      />
    </section>
  );
}
