import { t } from '../../../lib/i18n';
import type { HealthRecord } from '../records.repo';

/** An active medication a practice prescribed: its owner asks for a refill (note optional); the answer lands beside it. */
export function RefillButton({ record }: { record: HealthRecord }) {
  if (record.category !== 'medications' || record.details.status !== 'Active' || !record.details.prescription_id) return '';
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
