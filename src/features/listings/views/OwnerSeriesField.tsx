import { t } from '../../../lib/i18n';

/** The listing form's "Repeat visits" section: whether owners may book a series themselves (the practice always may). */
export function OwnerSeriesField({ allowed }: { allowed?: boolean }) {
  return (
    <section class="form-section" id="owner-series">
      <h2 safe>{t('Repeat visits')}</h2>
      <label class="checkbox">
        <input type="checkbox" name="owner_series" checked={allowed === true} /> <span safe>{t('Owners may book repeat visits themselves')}</span>
      </label>
    </section>
  );
}
