import { escapeHtml } from '@kitajs/html';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import type { FieldErrors } from '../../../lib/form-errors';
import { FormActions } from '../../../ui/FormActions';
import { LANGUAGES, LANGUAGE_NAMES, t } from '../../../lib/i18n';
import { UNIT_SYSTEMS } from '../../../lib/units';

export interface ProfileFormProps {
  /** Where the form posts: /app/my-profile for owners, /app/settings/profile for practice people. */
  action: string;
  values: { first_name?: string; last_name?: string; email: string; phone: string | null; language?: string | null; units?: string | null };
  /** What the selects show when the person has chosen nothing: the language they read now, the units their trackers show in. */
  reading?: { language: string; units: string };
  errors?: FieldErrors;
  message?: { kind: 'error' | 'success'; text: string };
}

/** A select of its choices, the chosen one (or, when none, the one in effect) selected. */
function Choices({ name, label, chosen, choices, error }: { name: string; label: string; chosen: string; choices: readonly (readonly [string, string])[]; error?: string }) {
  return (
    <Field name={name} label={label} error={error}>
      <select id={`field-${name}`} name={name} aria-invalid={error ? 'true' : undefined}>
        {choices.map(([value, text]) => (
          <option value={value} selected={value === chosen} safe>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

const UNIT_NAMES = () => ({ us: t('US (lbs, ft, °F)'), metric: t('Metric (kg, cm, °C)') });

/** My Profile (spec §5): first and last name required; email and phone read-only; the language and units the person reads in. One component for owners and practices. */
export function ProfileForm({ action, values, reading = { language: 'en', units: 'us' }, errors = {}, message }: ProfileFormProps) {
  return (
    <div id="profile-form" class="card profile-form">
      {message ? <Alert kind={message.kind}>{escapeHtml(message.text)}</Alert> : ''}
      <form method="post" action={action} hx-post={action} hx-target="#profile-form" hx-swap="outerHTML" novalidate>
        <Field name="first_name" label={t('First name')} value={values.first_name} error={errors.first_name} autocomplete="given-name" required />
        <Field name="last_name" label={t('Last name')} value={values.last_name} error={errors.last_name} autocomplete="family-name" required />
        <Field name="email" label={t('Email')} type="email" value={values.email} readonly />
        <Field name="phone" label={t('Mobile number')} type="tel" value={values.phone} readonly />
        <Choices name="language" label={t('Language')} chosen={values.language ?? reading.language} choices={LANGUAGES.map((code) => [code, LANGUAGE_NAMES[code]] as const)} error={errors.language} />
        <Choices name="units" label={t('Units')} chosen={values.units ?? reading.units} choices={UNIT_SYSTEMS.map((code) => [code, UNIT_NAMES()[code]] as const)} error={errors.units} />
        <FormActions />
      </form>
    </div>
  );
}
