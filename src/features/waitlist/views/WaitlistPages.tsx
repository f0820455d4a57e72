import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import type { WaitlistEntry } from '../../../../db/schema';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Field } from '../../../ui/Field';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { t, type MessageKey } from '../../../lib/i18n';
import { formatDate, formatSlot } from '../../../lib/time';
import { OWNER_APPOINTMENTS, OWNER_WAITLIST, PRACTICE_APPOINTMENTS } from '../../../lib/paths';

export { OWNER_WAITLIST, PRACTICE_WAITLIST } from '../../../lib/paths';

export const STATE_LABELS: Record<WaitlistEntry['state'], MessageKey> = {
  waiting: 'Waiting',
  offered: 'Slot offered',
  booked: 'Booked',
  left: 'Left',
  expired: 'Ended',
};

/** An entry as a list shows it, with the listing's title. */
export interface EntryRow {
  entry: WaitlistEntry;
  title: string;
  who?: string;
}

const range = (entry: WaitlistEntry) => t('{from} to {to}', { from: formatDate(entry.date_from), to: formatDate(entry.date_to) });

/** What "Join the waitlist" on a full day asks about: the listing, the type and a first day. */
export interface JoinAsk {
  listingId: number;
  title: string;
  type: number;
  from: string;
  to: string;
  /** A refusal, beside the day it names (the form's top when it names neither). */
  error?: { field: string; message: string };
}

/** One day of the join form, with a refusal that names it beside it. */
function DayField({ name, label, value, error }: { name: 'from' | 'to'; label: string; value: string; error?: JoinAsk['error'] }) {
  const mine = error?.field === name;
  return (
    <Field name={name} id={`waitlist-${name}`} label={label} type="date" value={value} error={mine ? error.message : undefined} required />
  );
}

/** Join the waitlist of a listing's consultation for some days (the listing's own dates). */
function JoinForm({ ask }: { ask: JoinAsk }) {
  return (
    <form method="post" action={OWNER_WAITLIST} class="card" data-join-waitlist>
      <h2 safe>{t('Join the waitlist')}</h2>
      <p safe>{`${ask.title} · ${consultationTypeLabel(ask.type)}`}</p>
      {ask.error && ask.error.field !== 'from' && ask.error.field !== 'to' ? <p class="field-error" role="alert" safe>{ask.error.message}</p> : ''}
      <input type="hidden" name="listing_id" value={String(ask.listingId)} />
      <input type="hidden" name="type" value={String(ask.type)} />
      <DayField name="from" label={t('From')} value={ask.from} error={ask.error} />
      <DayField name="to" label={t('To')} value={ask.to} error={ask.error} />
      <div class="form-actions">
        <button type="submit" class="button" safe>{t('Join the waitlist')}</button>
      </div>
    </form>
  );
}

/** The owner's waitlist: each entry, its state, and Leave while it still waits; with a join form when asked for one. */
export function MyWaitlistPage({ tenant, principal, rows, notice, join }: { tenant: Tenant; principal: Principal; rows: EntryRow[]; notice?: string; join?: JoinAsk }) {
  return (
    <DashboardLayout title={t('My waitlist')} tenant={tenant} principal={principal} current={OWNER_APPOINTMENTS}>
      <div class="page-heading">
        <h1 safe>{t('My waitlist')}</h1>
        <a class="button button-ghost" href={OWNER_APPOINTMENTS} safe>
          {t('My Appointments')}
        </a>
      </div>
      {notice ? <p class="alert alert-success" role="status" safe>{notice}</p> : ''}
      {join ? <JoinForm ask={join} /> : ''}
      {rows.length === 0 ? <p class="empty-state" safe>{t('You are on no waitlist.')}</p> : ''}
      <ul class="waitlist" data-waitlist>
        {rows.map(({ entry, title }) => (
          <li data-entry={String(entry.id)}>
            <strong safe>{title}</strong> <span safe>{consultationTypeLabel(entry.type)}</span> <span safe>{range(entry)}</span>{' '}
            <span class="badge" data-state={entry.state} safe>{t(STATE_LABELS[entry.state])}</span>
            {entry.state === 'waiting' || entry.state === 'offered' ? (
              <form method="post" action={`${OWNER_WAITLIST}/${entry.id}/leave`} class="inline-form">
                <button type="submit" class="button button-ghost" safe>
                  {t('Leave the waitlist')}
                </button>
              </form>
            ) : (
              ''
            )}
          </li>
        ))}
      </ul>
    </DashboardLayout>
  );
}

/** The practice's waitlist per listing: who waits, since when, for which days, and where they are. */
export function PracticeWaitlistPage({ tenant, principal, rows, zone }: { tenant: Tenant; principal: Principal; rows: EntryRow[]; zone: string }) {
  return (
    <DashboardLayout title={t('Waitlist')} tenant={tenant} principal={principal} current={PRACTICE_APPOINTMENTS}>
      <div class="page-heading">
        <h1 safe>{t('Waitlist')}</h1>
        <a class="button button-ghost" href={PRACTICE_APPOINTMENTS} safe>
          {t('My Appointments')}
        </a>
      </div>
      {rows.length === 0 ? <p class="empty-state" safe>{t('No one is waiting.')}</p> : ''}
      <table class="data-table" data-practice-waitlist>
        <thead>
          <tr>
            <th safe>{t('Listing')}</th>
            <th safe>{t('Who')}</th>
            <th safe>{t('Since')}</th>
            <th safe>{t('Days')}</th>
            <th safe>{t('Status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, title, who }) => (
            <tr data-entry={String(entry.id)}>
              <td safe>{`${title} · ${consultationTypeLabel(entry.type)}`}</td>
              <td safe>{who}</td>
              <td safe>{formatSlot(entry.created_at, zone)}</td>
              <td safe>{range(entry)}</td>
              <td safe>{t(STATE_LABELS[entry.state])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardLayout>
  );
}
