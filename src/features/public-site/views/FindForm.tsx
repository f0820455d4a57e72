import { Field } from '../../../ui/Field';
import { CONSULTATION_TYPE_CODES, consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { FIND_PATH, type FindErrors, type FindSearch } from '../public-site.find.model';
import { FormActions } from '../../../ui/FormActions';
import { t } from '../../../lib/i18n';

const EMPTY: FindSearch = { q: '', where: '', type: null, page: 1, tz: null };

/**
 * The search box (home page and /vet-appointments/): a plain GET form, so it works without
 * JavaScript and the URL holds the search; on the results page htmx swaps only the results.
 */
export function FindForm({ search = EMPTY, errors = {}, live = false }: { search?: FindSearch; errors?: FindErrors; live?: boolean }) {
  const htmx = live ? { 'hx-get': FIND_PATH, 'hx-trigger': 'submit, change', 'hx-target': '#find-results', 'hx-push-url': 'true' } : {};
  return (
    <form class="filters find-form" method="get" action={FIND_PATH} role="search" aria-label={t('Find a practice')} {...htmx}>
      <Field name="q" label={t('Keyword')} type="search" value={search.q} error={errors.q} placeholder={t('Practice, vet or service')} maxlength={100} />
      <Field name="where" label={t('Location')} type="search" value={search.where} error={errors.where} placeholder={t('City or postcode')} maxlength={100} />
      <Field name="type" label={t('Consultation type')} error={errors.type}>
        <select id="field-type" name="type" aria-invalid={errors.type ? 'true' : undefined} aria-describedby={errors.type ? 'field-type-error' : undefined}>
          <option value="" safe>{t('Any type')}</option>
          {CONSULTATION_TYPE_CODES.map((code) => (
            <option value={String(code)} selected={search.type === code} safe>
              {consultationTypeLabel(code)}
            </option>
          ))}
        </select>
      </Field>
      {search.tz ? <input type="hidden" name="tz" value={search.tz} /> : ''}
      <FormActions submit={t('Search')} />
    </form>
  );
}
