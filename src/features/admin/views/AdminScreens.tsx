import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { formatUsd } from '../../../lib/money';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import type { OwnerRow, PracticeRow } from '../admin.service';

const day = (iso: string) => iso.slice(0, 10);

function SearchForm({ action, target, q, label }: { action: string; target: string; q: string; label: string }) {
  return (
    <form class="filters" method="get" action={action} hx-get={action} hx-trigger="input changed delay:300ms from:input, submit" hx-target={target} hx-swap="outerHTML" hx-push-url="true" role="search">
      <div class="field">
        <label for="field-q" safe>
          {label}
        </label>
        <input id="field-q" name="q" type="search" value={q} maxlength="100" />
      </div>
      <button type="submit" class="button">
        Search
      </button>
    </form>
  );
}

/** The practices table (the htmx target of its search). */
export function PracticesTable({ rows }: { rows: PracticeRow[] }) {
  return (
    <div id="practices">
      {rows.length === 0 ? (
        <p class="empty-state">No Records Found</p>
      ) : (
        <table class="report-table admin-table">
          <thead>
            <tr>
              <th scope="col">Practice</th>
              <th scope="col">Listings</th>
              <th scope="col">Bookings</th>
              <th scope="col">Revenue</th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              <th scope="col"></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr data-practice={String(p.id)}>
                <th scope="row" safe>
                  {p.name}
                </th>
                <td safe>{String(p.listings)}</td>
                <td safe>{String(p.bookings)}</td>
                <td safe>{formatUsd(p.revenue / 100)}</td>
                <td safe>{day(p.created_at)}</td>
                <td>{p.suspended ? 'Suspended' : 'Active'}</td>
                <td>
                  <form method="post" action={`/app/admin/practices/${p.id}/${p.suspended ? 'restore' : 'suspend'}`}>
                    <button type="submit" class="button button-ghost">
                      {p.suspended ? 'Restore' : 'Suspend'}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function PracticesScreen({ tenant, principal, rows, q }: { tenant: Tenant; principal: Principal; rows: PracticeRow[]; q: string }) {
  return (
    <DashboardLayout title="Practices" tenant={tenant} principal={principal} current="/app/admin">
      <div class="page-heading">
        <h1>Practices</h1>
        <a class="button button-ghost" href="/app/my-appointments">
          All bookings
        </a>
      </div>
      <SearchForm action="/app/admin" target="#practices" q={q} label="Search practices" />
      <PracticesTable rows={rows} />
    </DashboardLayout>
  );
}

export function OwnersTable({ rows }: { rows: OwnerRow[] }) {
  return (
    <div id="owners">
      {rows.length === 0 ? (
        <p class="empty-state">No Records Found</p>
      ) : (
        <table class="report-table admin-table">
          <thead>
            <tr>
              <th scope="col">Owner</th>
              <th scope="col">Email</th>
              <th scope="col">Bookings</th>
              <th scope="col">Pets</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr>
                <th scope="row" safe>
                  {o.name}
                </th>
                <td safe>{o.email}</td>
                <td safe>{String(o.bookings)}</td>
                <td safe>{String(o.pets)}</td>
                <td safe>{day(o.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function OwnersScreen({ tenant, principal, rows, q }: { tenant: Tenant; principal: Principal; rows: OwnerRow[]; q: string }) {
  return (
    <DashboardLayout title="Owners" tenant={tenant} principal={principal} current="/app/admin/owners">
      <div class="page-heading">
        <h1>Owners</h1>
      </div>
      <SearchForm action="/app/admin/owners" target="#owners" q={q} label="Search owners by name or email" />
      <OwnersTable rows={rows} />
    </DashboardLayout>
  );
}
