import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { formatSlot } from '../../../lib/time';
import type { Request } from '../../../../db/schema';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { KIND_LABELS, STATUS_LABELS } from '../requests.model';
import { isPetOwner } from '../../../lib/policy';

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
    <DashboardLayout title="Requests" tenant={tenant} principal={principal} current="/app/requests">
      <h1>{owner ? 'My requests' : 'Requests'}</h1>
      {owner ? (
        <p class="actions">
          <a class="button" href="/app/requests/second-opinion">
            Ask for a second opinion
          </a>{' '}
          <a class="button button-secondary" href="/app/requests/house-visit">
            Request a house visit
          </a>
        </p>
      ) : (
        <p>Second opinions are due 48 hours after they arrive, or 5 days after you ask for more information.</p>
      )}
      {rows.length === 0 ? (
        <p class="empty-state">No Records Found</p>
      ) : (
        <table class="table requests-table">
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">{owner ? 'Practice' : 'Owner'}</th>
              <th scope="col">Pet</th>
              <th scope="col">Status</th>
              <th scope="col">Due</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ request: r, party, petName, zone }) => (
              <tr data-request={String(r.id)}>
                <td safe>{`${KIND_LABELS[r.kind]} #${r.id}`}</td>
                <td safe>{party}</td>
                <td safe>{petName}</td>
                <td>{STATUS_LABELS[r.status]}</td>
                <td class={overdue(r, now) ? 'overdue' : undefined}>
                  {r.due_at && (r.status === 'open' || r.status === 'more_info') ? `${formatSlot(r.due_at, zone)}${overdue(r, now) ? ' (overdue)' : ''}` : '—'}
                </td>
                <td class="actions">
                  <a href={`/app/requests/${r.id}`} aria-label={`Open ${KIND_LABELS[r.kind]} #${r.id}`}>
                    Open
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
