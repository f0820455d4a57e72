import { Field } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import type { FieldErrors } from '../../../lib/form-errors';
import { t, translated } from '../../../lib/i18n';
import { EVENT_LABELS, EVENT_TYPES } from '../webhooks.model';

export interface EndpointFormProps {
  /** null for a new endpoint. */
  id: number | null;
  values: { url?: string; events?: string[] };
  errors?: FieldErrors;
}

/** Add or edit an endpoint: the address that receives the events, and which events. */
export function EndpointForm({ id, values, errors = {} }: EndpointFormProps) {
  const action = id ? `/app/settings/webhooks/${id}` : '/app/settings/webhooks/new';
  const chosen = new Set(values.events ?? EVENT_TYPES);
  return (
    <div id="webhook-endpoint-form" class="card">
      <h3 safe>{id ? t('Edit endpoint') : t('Add endpoint')}</h3>
      <form method="post" action={action} novalidate>
        <Field name="url" label={t('URL')} type="url" value={values.url} error={errors.url ? translated(errors.url) : undefined} hint={t('A public https address of your system.')} required />
        <fieldset class={`field${errors.events ? ' has-error' : ''}`}>
          <legend safe>{t('Events')}</legend>
          {EVENT_TYPES.map((type) => (
            <label class="checkbox">
              <input type="checkbox" name="events" value={type} checked={chosen.has(type)} /> <span safe>{t(EVENT_LABELS[type])}</span> <code>{type}</code>
            </label>
          ))}
          {errors.events ? (
            <p class="field-error" id="field-events-error" safe>
              {translated(errors.events)}
            </p>
          ) : (
            ''
          )}
        </fieldset>
        <FormActions cancel="/app/settings/webhooks" />
      </form>
    </div>
  );
}
