import { t } from '../../../lib/i18n';
import { can } from '../../../lib/policy';
import type { Principal } from '../../../lib/principal';
import type { HealthRecord } from '../records.repo';

/** An active medication a practice prescribed: its owner asks for a refill (note optional); the answer lands beside it. */
export function RefillButton({ principal, record }: { principal: Principal; record: HealthRecord }) {
  if (record.category !== 'medications' || record.details.status !== 'Active' || !record.details.prescription_id || record.author_vendor_id === null) return '';
  if (!can(principal, 'refill:ask', { user_id: record.user_id, vendor_id: record.author_vendor_id })) return '';
  const action = `/app/medical-records/records/${record.id}/refill`;
  const result = `refill-result-${record.id}`;
  return (
    <form method="post" action={action} hx-post={action} hx-target={`#${result}`} class="refill-form">
      <label class="visually-hidden" for={`refill-note-${record.id}`} safe>
        {t('Note for the practice (optional)')}
      </label>
      <input id={`refill-note-${record.id}`} name="note" maxlength={500} placeholder={t('Note for the practice (optional)')} />
      <button type="submit" class="button button-small" safe>
        {t('Request refill')}
      </button>
      <div id={result}></div>
    </form>
  );
}
