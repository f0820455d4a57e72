import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { formatUsd } from '../../../lib/money';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { DataTable } from '../../../ui/DataTable';
import { SearchForm } from '../../../ui/SearchForm';
import type { OwnerRow, PracticeRow } from '../admin.service';

const day = (iso: string) => iso.slice(0, 10);

/** The practices table (the htmx target of its search). */
export function PracticesTable({ rows }: { rows: PracticeRow[] }) {
  return (
    <div id="practices">
      <DataTable
        class="report-table admin-table"
        columns={['Practice', 'Listings', 'Bookings', 'Revenue', 'Created', 'Status', '']}
        rows={rows}
        row={(p) => (
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
        )}
      />
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
      <DataTable
        class="report-table admin-table"
        columns={['Owner', 'Email', 'Bookings', 'Pets', 'Joined']}
        rows={rows}
        row={(o) => (
          <tr>
            <th scope="row" safe>
              {o.name}
            </th>
            <td safe>{o.email}</td>
            <td safe>{String(o.bookings)}</td>
            <td safe>{String(o.pets)}</td>
            <td safe>{day(o.created_at)}</td>
          </tr>
        )}
      />
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
