import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { t } from '../../../lib/i18n';
import { formatSlot } from '../../../lib/time';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import type { PracticeRefillRow } from '../prescriptions.repo';

const STATUS_TEXT = { pending: 'Waiting', approved: 'Approved', visit: 'Needs a visit', declined: 'Declined' } as const;
const statusText = (status: string) => t(STATUS_TEXT[status as keyof typeof STATUS_TEXT] ?? STATUS_TEXT.pending);

/** A refused answer to one request: what was typed as the reason, and why it was refused. */
export interface RefusedRefill {
  id: number;
  reason: string;
  error: string;
}

function Decide({ id, refused }: { id: number; refused?: RefusedRefill }) {
  const action = `/app/refills/${id}`;
  const field = `reason-${id}`;
  return (
    <form method="post" action={action} class="stack refill-decide">
      <label for={field} safe>
        {t('Reason or message to the owner')}
      </label>
      <textarea id={field} name="reason" maxlength={500} rows="2" aria-invalid={refused ? 'true' : undefined} aria-describedby={refused ? `${field}-error` : undefined} safe>
        {refused?.reason ?? ''}
      </textarea>
      {refused ? (
        <p class="field-error" id={`${field}-error`} safe>
          {refused.error}
        </p>
      ) : (
        ''
      )}
      <div class="form-actions">
        <button type="submit" name="decision" value="approve" class="button" safe>
          {t('Approve')}
        </button>
        <button type="submit" name="decision" value="visit" class="button button-ghost" safe>
          {t('Needs a visit')}
        </button>
        <button type="submit" name="decision" value="decline" class="button button-danger" safe>
          {t('Decline')}
        </button>
      </div>
    </form>
  );
}

/** The practice's refill requests: pending ones to answer first, then the answered ones. */
export function RefillsPage({ tenant, principal, rows, zone, refused }: { tenant: Tenant; principal: Principal; rows: PracticeRefillRow[]; zone: string; refused?: RefusedRefill }) {
  return (
    <DashboardLayout title={t('Refill requests')} tenant={tenant} principal={principal} current="/app/refills">
      <div class="page-heading">
        <h1 safe>{t('Refill requests')}</h1>
      </div>
      {rows.length === 0 ? <p class="empty-state" safe>{t('No refill requests yet.')}</p> : ''}
      {rows.map((row) => (
        <article class="card refill" data-refill={String(row.request.id)} data-status={row.request.status}>
          <h2 safe>{`${row.drug} ${row.strength} · ${row.pet_name}`}</h2>
          <p safe>{t('Asked by {owner} on {when}', { owner: `${row.first_name} ${row.last_name}`, when: formatSlot(row.request.created_at, zone) })}</p>
          {row.request.note ? <blockquote safe>{row.request.note}</blockquote> : ''}
          <p class="refill-status" safe>
            {statusText(row.request.status)}
          </p>
          {row.request.reason ? <p class="muted" safe>{row.request.reason}</p> : ''}
          {row.request.status === 'pending' ? <Decide id={row.request.id} refused={refused?.id === row.request.id ? refused : undefined} /> : ''}
        </article>
      ))}
    </DashboardLayout>
  );
}
