import { escapeHtml } from '@kitajs/html';
import type { PracticeLocale } from '../../../lib/practice-locale';
import type { FieldErrors } from '../../../lib/form-errors';
import { currentReader, t } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { PRACTICE_LOCALES, practiceCountries, practiceCurrencies } from '../settings.practice.model';

/** Names in the reader's language, made once per locale and kind. */
const namers = new Map<string, Intl.DisplayNames>();
function nameOf(type: 'region' | 'currency' | 'language', code: string): string {
  const locale = currentReader().locale;
  const key = `${locale} ${type}`;
  let names = namers.get(key);
  if (!names) namers.set(key, (names = new Intl.DisplayNames([locale], { type })));
  return names.of(code) ?? code;
}

function Choice({ name, label, value, error, options, hint }: { name: keyof PracticeLocale; label: string; value: string; error?: string; options: [string, string][]; hint?: string }) {
  return (
    <Field name={name} label={label} error={error} hint={hint}>
      <select id={`field-${name}`} name={name} required aria-invalid={error ? 'true' : undefined}>
        {options.map(([code, text]) => (
          <option value={code} selected={code === value} safe>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The Practice tab: where the practice works. Its country, currency, language and region, and units. */
export function PracticePanel({ values, errors = {}, saved = false }: { values: PracticeLocale; errors?: FieldErrors; saved?: boolean }) {
  const byName = (a: [string, string], b: [string, string]) => a[1].localeCompare(b[1], currentReader().locale);
  const countries = practiceCountries().map((c): [string, string] => [c, nameOf('region', c)]).sort(byName);
  const currencies = practiceCurrencies().map((c): [string, string] => [c, `${c} · ${nameOf('currency', c)}`]);
  const locales = PRACTICE_LOCALES.map((l): [string, string] => [l, nameOf('language', l)]);
  const units: [string, string][] = [
    ['us', t('US customary (lb, oz, ft, in, °F)')],
    ['metric', t('Metric (kg, cm, °C)')],
  ];
  return (
    <div id="practice-panel" class="card">
      {saved ? <Alert kind="success">{escapeHtml(t('Your practice settings have been saved.'))}</Alert> : ''}
      <form method="post" action="/app/settings/practice" hx-post="/app/settings/practice" hx-target="#practice-panel" hx-swap="outerHTML" novalidate>
        <Choice name="country" label={t('Country')} value={values.country} error={errors.country} options={countries} />
        <Choice name="currency" label={t('Currency')} value={values.currency} error={errors.currency} options={currencies} hint={t('Prices, payments, refunds and reports are in this currency.')} />
        <Choice name="locale" label={t('Language and region')} value={values.locale} error={errors.locale} options={locales} hint={t('Your site’s language, and how it writes dates and amounts.')} />
        <Choice name="units" label={t('Units')} value={values.units} error={errors.units} options={units} />
        <FormActions />
      </form>
    </div>
  );
}
