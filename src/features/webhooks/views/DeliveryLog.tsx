import type { WebhookDelivery } from '../../../../db/schema';
import { DataTable } from '../../../ui/DataTable';
import { t } from '../../../lib/i18n';
import { formatSlot } from '../../../lib/time';

const stateOf = (d: WebhookDelivery) => (d.delivered_at ? t('Delivered') : d.failed_at ? t('Failed') : t('Pending'));
const answerOf = (d: WebhookDelivery) => (d.last_status !== null ? String(d.last_status) : (d.last_error ?? '—'));

/** The delivery log, newest first, a page at a time, each with "Send again" (a new attempt now, the same event id). */
export function DeliveryLog({ rows, page, next, zone }: { rows: WebhookDelivery[]; page: number; next: boolean; zone: string }) {
  return (
    <div id="webhook-log">
      <h3 safe>{t('Delivery log')}</h3>
      <DataTable
        class="table webhook-log"
        columns={[t('Event'), t('Event ID'), t('Time'), t('Attempts'), t('Response'), t('State'), { hidden: t('Actions') }]}
        rows={rows}
        empty={t('No deliveries yet.')}
        row={(d) => (
          <tr data-event={d.event_id}>
            <td safe>{d.type}</td>
            <td>
              <code safe>{d.event_id}</code>
            </td>
            <td safe>{formatSlot(d.created_at, zone)}</td>
            <td class="delivery-attempts" safe>
              {String(d.attempts)}
            </td>
            <td class="delivery-answer" safe>
              {answerOf(d)}
            </td>
            <td class="delivery-state" safe>
              {stateOf(d)}
            </td>
            <td class="actions">
              <form method="post" action={`/app/settings/webhooks/deliveries/${d.id}/resend`} class="inline-form">
                <button type="submit" class="button-link" safe>
                  {t('Send again')}
                </button>
              </form>
            </td>
          </tr>
        )}
      />
      <nav class="pager" aria-label={t('Delivery log')}>
        {page > 1 ? <a href={`/app/settings/webhooks?page=${page - 1}`} rel="prev" safe>{t('Previous')}</a> : ''}
        {next ? <a href={`/app/settings/webhooks?page=${page + 1}`} rel="next" safe>{t('Next')}</a> : ''}
      </nav>
    </div>
  );
}
