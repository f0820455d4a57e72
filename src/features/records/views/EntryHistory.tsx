import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Field } from '../../../ui/Field';
import { displayValue, type RecordCategory } from '../../../lib/constants/record-categories';
import { formatSlot } from '../../../lib/time';
import { t, translated } from '../../../lib/i18n';
import type { EntryHistory } from '../records.history';
import type { PhrAmendment } from '../records.history.repo';
import { REASON_MAX } from '../records.history';
import { categoryLabel, fieldLabel } from '../records.labels';

/** A record's fields as a list (files by name): what an entry said at one moment. */
function Details({ category, details }: { category: RecordCategory; details: Record<string, unknown> }) {
  return (
    <dl class="appointment-facts entry-details">
      {category.fields
        .filter((field) => details[field.key] !== undefined)
        .map((field) => {
          const value = details[field.key];
          const shown = field.type === 'files' ? (Array.isArray(value) ? value.map((file) => (typeof file === 'string' ? file : String((file as { name?: string }).name ?? ''))).join(', ') : '') : displayValue(field, value);
          return (
            <>
              <dt safe>{fieldLabel(field)}</dt>
              <dd safe>{field.type === 'choice' || field.type === 'yesno' ? translated(shown) : shown}</dd>
            </>
          );
        })}
    </dl>
  );
}

function whatHappened(amendment: PhrAmendment, when: string) {
  const who = amendment.author_name;
  if (amendment.kind === 'error') return t('{who} marked this entry entered in error on {when}', { who, when });
  if (amendment.kind === 'note') return t('{who} rewrote the consultation note on {when}', { who, when });
  return t('{who} amended this entry on {when}', { who, when });
}

function Amendment({ amendment, category, zone }: { amendment: PhrAmendment; category: RecordCategory; zone: string }) {
  return (
    <li class="card entry-amendment" data-amendment-kind={amendment.kind}>
      <p safe>{whatHappened(amendment, formatSlot(amendment.created_at, zone, 'long'))}</p>
      {amendment.reason ? <p safe>{t('Reason: {reason}', { reason: amendment.reason })}</p> : ''}
      {amendment.kind === 'error' ? '' : <Details category={category} details={amendment.after} />}
    </li>
  );
}

/** Marks a locked entry entered in error: the reason is required. */
function ErrorForm({ id, value, error }: { id: number; value: string; error?: string }) {
  const action = `/app/medical-records/records/${id}/entered-in-error`;
  return (
    <form class="card" method="post" action={action}>
      <h2 safe>{t('Mark as entered in error')}</h2>
      <Field name="reason" label={`${t('Reason')} *`} error={error} id="error-reason">
        <textarea id="error-reason" name="reason" rows="2" maxlength={String(REASON_MAX)} required aria-invalid={error ? 'true' : undefined} safe>
          {value}
        </textarea>
      </Field>
      <button type="submit" class="button button-danger" safe>
        {t('Mark as entered in error')}
      </button>
    </form>
  );
}

export interface EntryHistoryPageProps {
  tenant: Tenant;
  principal: Principal;
  history: EntryHistory;
  category: RecordCategory;
  zone: string;
  form?: { value: string; error?: string };
}

/** One entry: its current content (struck through when entered in error), its original, and who changed it, when and why. */
export function EntryHistoryPage({ tenant, principal, history, category, zone, form }: EntryHistoryPageProps) {
  const { record, pet } = history;
  const back = `/app/medical-records?${new URLSearchParams({ pet: String(pet.id), category: category.key })}`;
  return (
    <DashboardLayout title={t('History of this entry')} tenant={tenant} principal={principal} current="/app/medical-records">
      <div class="page-heading">
        <h1 safe>{t('History of this entry')}</h1>
        <a class="button button-ghost" href={back} safe>
          {t('Back to {category}', { category: categoryLabel(category.key) })}
        </a>
      </div>
      <section class="card" aria-labelledby="entry-now">
        <h2 id="entry-now" safe>{`${categoryLabel(category.key)} · ${pet.name}`}</h2>
        <p class="badge" safe>
          {history.locked ? t('Locked since {when}', { when: formatSlot(history.locksAt, zone, 'long') }) : t('Locks on {when}', { when: formatSlot(history.locksAt, zone, 'long') })}
        </p>
        {record.amended_at ? <p class="badge" safe>{t('Amended')}</p> : ''}
        {record.error_reason !== null ? <p class="entry-error" safe>{t('Entered in error: {reason}', { reason: record.error_reason })}</p> : ''}
        {record.error_reason !== null ? (
          <s class="entered-in-error">
            <Details category={category} details={record.details} />
          </s>
        ) : (
          <Details category={category} details={record.details} />
        )}
        {history.mayAmend ? (
          <a class="button" href={`/app/medical-records?form=${record.id}`} safe>
            {t('Amend')}
          </a>
        ) : (
          ''
        )}
      </section>
      <section aria-labelledby="entry-history">
        <h2 id="entry-history" safe>{t('History')}</h2>
        <ol class="entry-history">
          <li class="card entry-original">
            <p safe>{t('Original entry')}</p>
            <Details category={category} details={history.original} />
          </li>
          {history.amendments.map((amendment) => (
            <Amendment amendment={amendment} category={category} zone={zone} />
          ))}
        </ol>
      </section>
      {history.mayMarkError ? <ErrorForm id={record.id} value={form?.value ?? ''} error={form?.error} /> : ''}
    </DashboardLayout>
  );
}
