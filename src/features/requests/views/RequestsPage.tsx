import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { formatSlot } from '../../../lib/time';
import type { Request } from '../../../../db/schema';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { KIND_LABELS, STATUS_LABELS } from '../requests.model';
import { isPetOwner } from '../../../lib/policy';
import { t } from '../../../lib/i18n';

export interface RequestRow {
  request: Request;
  /** The other side's name: the practice for an owner, the owner for a practice. */
  party: string;
  petName: string;
  zone: string;
}

/** Whether the practice is late: still waiting on it past the promised time. */
const overdue = (r: Request, now: string) => r.status === 'open' && r.due_at !== null && r.due_at < now;

/** Second opinions and house visits: the owner's own, or the practice's queue with its deadlines. */
export function RequestsPage({ tenant, principal, rows, now }: { tenant: Tenant; principal: Principal; rows: RequestRow[]; now: string }) {
  const owner = isPetOwner(principal);
  return (
    <DashboardLayout title={t('Requests')} tenant={tenant} principal={principal} current="/app/requests">
      <h1 safe>{owner ? t('My requests') : t('Requests')}</h1>
      {owner ? (
        <p class="actions">
          <a class="button" href="/app/requests/second-opinion" safe>
            {t('Ask for a second opinion')}
          </a>{' '}
          <a class="button button-secondary" href="/app/requests/house-visit" safe>
            {t('Request a house visit')}
          </a>
        </p>
      ) : (
        <p safe>{t('Second opinions are due 48 hours after they arrive, or 5 days after you ask for more information.')}</p>
      )}
      {rows.length === 0 ? (
        <p class="empty-state" safe>
          {t('No Records Found')}
        </p>
      ) : (
        <table class="table requests-table">
          <thead>
            <tr>
              <th scope="col" safe>
                {t('Request')}
              </th>
              <th scope="col" safe>
                {owner ? t('Practice') : t('Owner')}
              </th>
              <th scope="col" safe>
                {t('Pet')}
              </th>
              <th scope="col" safe>
                {t('Status')}
              </th>
              <th scope="col" safe>
                {t('Due')}
              </th>
              <th scope="col">
                <span class="visually-hidden" safe>
                  {t('Actions')}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ request: r, party, petName, zone }) => (
              <tr data-request={String(r.id)}>
                <td safe>{t('{kind} #{id}', { kind: t(KIND_LABELS[r.kind]), id: String(r.id) })}</td>
                <td safe>{party}</td>
                <td safe>{petName}</td>
                <td safe>{t(STATUS_LABELS[r.status])}</td>
                <td class={overdue(r, now) ? 'overdue' : undefined}>
                  {r.due_at && (r.status === 'open' || r.status === 'more_info') ? `${formatSlot(r.due_at, zone)}${overdue(r, now) ? ` ${t('(overdue)')}` : ''}` : '—'}
                </td>
                <td class="actions">
                  <a href={`/app/requests/${r.id}`} aria-label={t('Open {kind} #{id}', { kind: t(KIND_LABELS[r.kind]), id: String(r.id) })} safe>
                    {t('Open')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardLayout>
  );
}
