import type { PropsWithChildren } from '@kitajs/html';
import { t } from '../../../lib/i18n';
import { isLocked } from '../../../lib/record-lock';
import type { HealthRecord } from '../records.repo';

/** What a table row says of an entry's history: "Amended", or struck through with the reason it was entered in error. */
export function EntryBadges({ record, historyLink = false }: { record: HealthRecord; historyLink?: boolean }) {
  const changed = record.amended_at || record.error_reason != null;
  return (
    <>
      {historyLink && changed ? (
        <a class="entry-history-link" href={`/app/medical-records/records/${record.id}/history`} safe>
          {t('History')}
        </a>
      ) : (
        ''
      )}
      {record.amended_at ? (
        <span class="badge entry-amended" safe>
          {t('Amended')}
        </span>
      ) : (
        ''
      )}
      {record.error_reason != null ? (
        <span class="entry-error" safe>
          {t('Entered in error: {reason}', { reason: record.error_reason })}
        </span>
      ) : (
        ''
      )}
    </>
  );
}

/** The row's actions for an entry that keeps its history: amend it (with a reason) or open its history; before its lock, the usual ones (children). */
export function LockedEntryActions({ record, editBase, now, children }: PropsWithChildren<{ record: HealthRecord; editBase: string; now: Date }>) {
  if (record.error_reason == null && !isLocked(record, now)) return <>{children}</>;
  const history = `/app/medical-records/records/${record.id}/history`;
  return (
    <>
      {record.error_reason == null ? (
        <a class="button button-ghost button-small" href={`${editBase}&form=${record.id}`} hx-get={`${editBase}&form=${record.id}`} hx-target="#records-screen" hx-swap="outerHTML" safe>
          {t('Amend')}
        </a>
      ) : (
        ''
      )}
      <a class="button button-ghost button-small" href={history} safe>
        {t('History')}
      </a>
    </>
  );
}
