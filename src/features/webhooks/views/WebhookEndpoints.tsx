import { escapeHtml } from '@kitajs/html';
import type { WebhookEndpoint } from '../../../../db/schema';
import { Alert } from '../../../ui/Alert';
import { DataTable } from '../../../ui/DataTable';
import { t, translated } from '../../../lib/i18n';
import { EVENT_LABELS, isEventType } from '../webhooks.model';

const stateOf = (e: WebhookEndpoint) => (e.enabled ? t('Enabled') : e.disabled_reason === 'failing' ? t('Disabled: failing for 24 hours') : t('Disabled'));

/** A small form that posts one action on an endpoint (each its own URL, so it works without scripts). */
function ActionButton({ action, label, kind }: { action: string; label: string; kind?: string }) {
  return (
    <form method="post" action={action} class="inline-form">
      <button type="submit" class={kind ? `button-link ${kind}` : 'button-link'} safe>
        {label}
      </button>
    </form>
  );
}

/** The practice's endpoints: address, events, state, the secret behind a reveal, and what may be done with each. */
export function WebhookEndpoints({ endpoints, message }: { endpoints: WebhookEndpoint[]; message?: string }) {
  return (
    <div id="webhook-endpoints">
      {message ? <Alert kind="success">{escapeHtml(translated(message))}</Alert> : ''}
      <p safe>{t('Your other systems are told of bookings, requests and records as they happen, with signed requests.')}</p>
      <p>
        <a class="button" href="/app/settings/webhooks/new" safe>
          {t('Add endpoint')}
        </a>
      </p>
      <DataTable
        class="table webhook-endpoints"
        columns={[t('URL'), t('Events'), t('State'), t('Signing secret'), { hidden: t('Actions') }]}
        rows={endpoints}
        empty={t('No endpoints yet.')}
        row={(e) => (
          <tr data-endpoint={String(e.id)}>
            <td class="endpoint-url" safe>
              {e.url}
            </td>
            <td safe>{e.events.map((type) => (isEventType(type) ? t(EVENT_LABELS[type]) : type)).join(', ')}</td>
            <td class="endpoint-state" safe>
              {stateOf(e)}
            </td>
            <td>
              <details class="endpoint-secret">
                <summary safe>{t('Reveal')}</summary>
                <code safe>{e.secret}</code>
              </details>
            </td>
            <td class="actions">
              <a href={`/app/settings/webhooks/${e.id}`} safe>
                {t('Edit')}
              </a>
              <ActionButton action={`/app/settings/webhooks/${e.id}/roll`} label={t('Roll secret')} />
              {e.enabled ? (
                <ActionButton action={`/app/settings/webhooks/${e.id}/disable`} label={t('Disable')} />
              ) : (
                <ActionButton action={`/app/settings/webhooks/${e.id}/enable`} label={t('Enable')} />
              )}
              <ActionButton action={`/app/settings/webhooks/${e.id}/delete`} label={t('Delete')} kind="button-danger" />
            </td>
          </tr>
        )}
      />
    </div>
  );
}
