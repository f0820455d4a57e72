import { escapeHtml } from '@kitajs/html';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import type { FieldErrors } from '../../../lib/form-errors';
import { FormActions } from '../../../ui/FormActions';
import { t } from '../../../lib/i18n';

export interface ProfileFormProps {
  /** Where the form posts: /app/my-profile for owners, /app/settings/profile for practice people. */
  action: string;
  values: { first_name?: string; last_name?: string; email: string; phone: string | null };
  errors?: FieldErrors;
  message?: { kind: 'error' | 'success'; text: string };
}

/** My Profile (spec §5): first and last name required; email and phone read-only. One component for owners and practices. */
export function ProfileForm({ action, values, errors = {}, message }: ProfileFormProps) {
  return (
    <div id="profile-form" class="card profile-form">
      {message ? <Alert kind={message.kind}>{escapeHtml(message.text)}</Alert> : ''}
      <form method="post" action={action} hx-post={action} hx-target="#profile-form" hx-swap="outerHTML" novalidate>
        <Field name="first_name" label={t('First name')} value={values.first_name} error={errors.first_name} autocomplete="given-name" required />
        <Field name="last_name" label={t('Last name')} value={values.last_name} error={errors.last_name} autocomplete="family-name" required />
        <Field name="email" label={t('Email')} type="email" value={values.email} readonly />
        <Field name="phone" label={t('Mobile number')} type="tel" value={values.phone} readonly />
        <FormActions />
      </form>
    </div>
  );
}
