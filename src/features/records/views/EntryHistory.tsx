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
import { writtenBy } from './EntryBadges';
import { shownName } from '../../../lib/person-name';

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
  const who = shownName(amendment.author_name);
  if (amendment.kind === 'error') return t('{who} marked this entry entered in error on {when}', { who, when });
  if (amendment.kind === 'note') return t('{who} rewrote the consultation note on {when}', { who, when });
  if (amendment.kind === 'correction') return t('{who} asked for a correction on {when}', { who, when });
  return t('{who} amended this entry on {when}', { who, when });
}

function Amendment({ amendment, category, zone }: { amendment: PhrAmendment; category: RecordCategory; zone: string }) {
  return (
    <li class="card entry-amendment" data-amendment-kind={amendment.kind}>
      <p safe>{whatHappened(amendment, formatSlot(amendment.created_at, zone, 'long'))}</p>
      {amendment.kind === 'correction' ? <blockquote safe>{amendment.reason}</blockquote> : amendment.reason ? <p safe>{t('Reason: {reason}', { reason: amendment.reason })}</p> : ''}
      {amendment.kind === 'error' || amendment.kind === 'correction' ? '' : <Details category={category} details={amendment.after} />}
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

/** The owner asks the practice that wrote the entry to correct it: what should change is required; the practice is e-mailed. */
function CorrectionForm({ id, practice, value, error }: { id: number; practice: string; value: string; error?: string }) {
  const action = `/app/medical-records/records/${id}/correction`;
  return (
    <form class="card" method="post" action={action} id="correction">
      <h2 safe>{t('Ask for a correction')}</h2>
      <p safe>{t('{practice} wrote this entry, so only they can change it. Tell them what is wrong: they are e-mailed, and your request stays in this history.', { practice })}</p>
      <Field name="message" label={`${t('What should be corrected?')} *`} error={error} id="correction-message">
        <textarea id="correction-message" name="message" rows="3" maxlength={String(REASON_MAX)} required aria-invalid={error ? 'true' : undefined} safe>
          {value}
        </textarea>
      </Field>
      <button type="submit" class="button" safe>
        {t('Send to the practice')}
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
  /** The request for a correction as typed, when it was refused. */
  correction?: { value: string; error?: string };
}

/** One entry: its current content (struck through when entered in error), its original, and who changed it, when and why. */
export function EntryHistoryPage({ tenant, principal, history, category, zone, form, correction }: EntryHistoryPageProps) {
  const { record, pet, authors } = history;
  const author = writtenBy(record, authors);
  const practice = (record.author_vendor_id !== null && authors.practices[record.author_vendor_id]) || t('The practice');
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
        {author ? (
          <p class="entry-author" safe>
            {author}
          </p>
        ) : (
          ''
        )}
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
      {history.mayAskCorrection ? <CorrectionForm id={record.id} practice={practice} value={correction?.value ?? ''} error={correction?.error} /> : ''}
    </DashboardLayout>
  );
}
