import { t } from '../../../lib/i18n';
import { formatDate } from '../../../lib/time';
import { refillsOf } from '../records.refill-history';

/**
 * A prescribed medication's refills under its one entry: each day (the reader's words), who
 * approved it and, where files are shown, its own signed prescription.
 */
export function RefillHistory({ category, details, links }: { category: string; details: Record<string, unknown>; links: boolean }) {
  const refills = category === 'medications' ? refillsOf(details) : [];
  if (refills.length === 0) return '';
  return (
    <div class="refill-history">
      <span class="refill-history-title" safe>
        {t('Refill history')}
      </span>
      <ul>
        {refills.map((refill) => (
          <li>
            <span safe>{t('Refilled {date}, approved by {name}', { date: formatDate(refill.date), name: refill.by })}</span>
            {links ? (
              <>
                {' · '}
                <a href={`/app/prescriptions/${refill.prescription_id}/pdf`} target="_blank" rel="noopener" safe>
                  {t('Prescription #{id}', { id: String(refill.prescription_id) })}
                </a>
              </>
            ) : (
              ''
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
