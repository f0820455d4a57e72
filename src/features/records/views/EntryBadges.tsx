import { t } from '../../../lib/i18n';
import { can, type RecordEntryFacts } from '../../../lib/policy';
import type { Principal } from '../../../lib/principal';
import { RECORD_TEXTS } from '../records.model';
import type { AuthorNames } from '../records.entry-facts';
import type { HealthRecord } from '../records.repo';

/** "Written by Happy Paws (Dr. Maya Patel)" on an entry a practice wrote; nothing on the owner's own. */
export function writtenBy(record: Pick<HealthRecord, 'author_vendor_id' | 'author_login_id'>, names: AuthorNames): string | null {
  if (record.author_vendor_id === null) return null;
  const practice = names.practices[record.author_vendor_id] ?? t('The practice');
  const vet = record.author_login_id === null ? undefined : names.logins[record.author_login_id];
  return vet ? t('Written by {practice} ({vet})', { practice, vet }) : t('Written by {practice}', { practice });
}

/** What a table row says of an entry: who wrote it when a practice did, "Amended", or struck through with the reason it was entered in error. */
export function EntryBadges({ record, authors }: { record: HealthRecord; authors?: AuthorNames }) {
  const author = authors ? writtenBy(record, authors) : null;
  return (
    <>
      {author ? (
        <span class="entry-author" safe>
          {author}
        </span>
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

/**
 * A row's actions, each one the policy allows this reader: its writer's side edits and deletes it
 * before the lock and amends it after; a locked or changed entry opens its history; the owner
 * asks the practice that wrote an entry for a correction instead of changing it.
 */
export function EntryActions({ principal, record, facts, editBase }: { principal: Principal; record: HealthRecord; facts: RecordEntryFacts; editBase: string }) {
  const form = `${editBase}&form=${record.id}`;
  const history = `/app/medical-records/records/${record.id}/history`;
  const opensForm = (label: string) => (
    <a class="button button-ghost button-small" href={form} hx-get={form} hx-target="#records-screen" hx-swap="outerHTML" safe>
      {label}
    </a>
  );
  return (
    <>
      {can(principal, 'record:edit', facts) ? opensForm(t('Edit')) : ''}
      {can(principal, 'record:delete', facts) ? (
        <form method="post" action={`/app/medical-records/records/${record.id}/delete`} hx-post={`/app/medical-records/records/${record.id}/delete`} hx-confirm={t(RECORD_TEXTS.deleteQuestion)} hx-target="#records-screen" hx-swap="outerHTML">
          <button type="submit" class="button button-danger button-small" safe>
            {t('Delete')}
          </button>
        </form>
      ) : (
        ''
      )}
      {can(principal, 'record:amend', facts) ? opensForm(t('Amend')) : ''}
      {facts.locked || facts.entered_in_error || record.amended_at ? (
        <a class="button button-ghost button-small" href={history} safe>
          {t('History')}
        </a>
      ) : (
        ''
      )}
      {can(principal, 'record:ask-correction', facts) ? (
        <a class="button button-ghost button-small" href={`${history}#correction`} safe>
          {t('Ask for a correction')}
        </a>
      ) : (
        ''
      )}
    </>
  );
}
