import { escapeHtml } from '@kitajs/html';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { formatSlot } from '../../../lib/time';
import { t } from '../../../lib/i18n';
import type { AccountExport } from '../../../../db/schema';
import type { SectionState } from './AccountSignIn';

/** An archive as the page lists it. */
export type ExportRow = Pick<AccountExport, 'id' | 'status' | 'requested_at' | 'ready_at' | 'expires_at' | 'size'>;

function ExportLine({ row, zone }: { row: ExportRow; zone: string }) {
  const asked = t('Asked for {date}', { date: formatSlot(row.requested_at, zone) });
  if (row.status === 'ready') {
    return (
      <li>
        <span safe>{asked}</span>{' '}
        <a class="button button-ghost" href={`/app/account/exports/${row.id}/download`} download="" safe>
          {t('Download (ZIP)')}
        </a>{' '}
        <span class="field-hint" safe>{t('Available until {date}', { date: formatSlot(row.expires_at!, zone) })}</span>
      </li>
    );
  }
  const status = row.status === 'pending' ? t('Being prepared…') : row.status === 'failed' ? t('Could not be made. Please ask again.') : t('Expired and deleted');
  return (
    <li>
      <span safe>{asked}</span> · <span safe>{status}</span>
    </li>
  );
}

/** Download everything: one ZIP made in the background, offered by a link that expires. */
export function ExportSection({ rows, zone, state = {} }: { rows: ExportRow[]; zone: string; state?: SectionState }) {
  const preparing = rows.some((r) => r.status === 'pending');
  return (
    <section id="account-export" class="card account-section" aria-labelledby="account-export-title">
      <h2 id="account-export-title" safe>{t('Download your data')}</h2>
      <p safe>{t('One ZIP archive with your account, pets, every record (as JSON and as FHIR), your files, appointments and payments with receipts, messages, consents and the access log of your records.')}</p>
      {state.message ? <Alert kind={state.message.kind}>{escapeHtml(state.message.text)}</Alert> : ''}
      {rows.length > 0 ? <ul class="account-exports">{rows.map((row) => <ExportLine row={row} zone={zone} />)}</ul> : ''}
      <form method="post" action="/app/account/export" hx-post="/app/account/export" hx-target="#account-export" hx-swap="outerHTML">
        <FormActions submit={preparing ? t('Refresh') : t('Prepare my archive')} />
      </form>
    </section>
  );
}

/** What deleting the account does, said before the password is asked (and again in the last e-mail). */
const OWNER_CONSEQUENCES = () => [
  t('Your upcoming appointments are canceled under their cancellation policies: any refund goes to the card you paid with, and each practice is told.'),
  t('Your profile, pets, the records and files you added, your messages and the access log of your records are erased.'),
  t('What a practice must keep by law stays with that practice, no longer under your name: its own clinical entries, prescriptions, payments and receipts.'),
  t('You are signed out everywhere, and your e-mail address can be used for a new account.'),
  t('This cannot be undone. Download your data first if you want a copy.'),
];

const PRACTICE_CONSEQUENCES = () => [
  t('The practice stops taking bookings: its site and listings are no longer offered to owners.'),
  t('Every login of the team is signed out and removed; their e-mail addresses can be used again.'),
  t('Its clinical entries, prescriptions, payments and receipts are kept, as the law asks of a practice.'),
  t('A practice with upcoming paid appointments cannot be deleted: cancel them first, which refunds their owners.'),
];

/** Delete the account (owners), or the practice (its root admin): what happens, the password again, a box ticked. */
export function DeleteSection({ practice = false, state = {} }: { practice?: boolean; state?: SectionState }) {
  const errors = state.errors ?? {};
  const action = practice ? '/app/settings/account/delete-practice' : '/app/account/delete';
  return (
    <section id="account-delete" class="card account-section danger-zone" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title" safe>{practice ? t('Delete the practice') : t('Delete your account')}</h2>
      <p safe>{t('What happens:')}</p>
      <ul>{(practice ? PRACTICE_CONSEQUENCES() : OWNER_CONSEQUENCES()).map((line) => <li safe>{line}</li>)}</ul>
      {state.message ? <Alert kind={state.message.kind}>{escapeHtml(state.message.text)}</Alert> : ''}
      <form method="post" action={action} hx-post={action} hx-target="#account-delete" hx-swap="outerHTML" novalidate>
        <Field name="currentPassword" id="account-delete-password" label={t('Your password')} type="password" autocomplete="current-password" error={errors.currentPassword} required />
        <div class={`field${errors.understood ? ' has-error' : ''}`}>
          <label class="choice">
            <input type="checkbox" name="understood" value="on" aria-invalid={errors.understood ? 'true' : undefined} />
            <span safe>{t('I have read what happens')}</span>
          </label>
          {errors.understood ? <p class="field-error" safe>{errors.understood}</p> : ''}
        </div>
        <FormActions submit={practice ? t('Delete the practice') : t('Delete my account')} kind="button-danger" />
      </form>
    </section>
  );
}
