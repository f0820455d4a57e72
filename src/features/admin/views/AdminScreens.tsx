import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { formatMoney } from '../../../lib/money';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { DataTable, type Column } from '../../../ui/DataTable';
import { SearchForm } from '../../../ui/SearchForm';
import type { OwnerRow, PracticeRow } from '../admin.service';
import { t, type MessageKey } from '../../../lib/i18n';

const day = (iso: string) => iso.slice(0, 10);

/** One of the admin's searchable screens: its address, heading, search label and table (texts are keys, translated when shown). */
export interface AdminScreenSpec<R> {
  path: string;
  title: MessageKey;
  /** The id of the table's box, the htmx target of the search. */
  box: string;
  searchLabel: MessageKey;
  columns: (MessageKey | '')[];
  row: (item: R) => JSX.Element;
  /** A link beside the heading. */
  Aside?: () => JSX.Element;
}

export const PRACTICES: AdminScreenSpec<PracticeRow> = {
  path: '/app/admin',
  title: 'Practices',
  box: 'practices',
  searchLabel: 'Search practices',
  columns: ['Practice', 'Listings', 'Bookings', 'Revenue', 'Created', 'Status', ''],
  Aside: () => (
    <a class="button button-ghost" href="/app/my-appointments" safe>
      {t('All bookings')}
    </a>
  ),
  row: (p) => (
    <tr data-practice={String(p.id)}>
      <th scope="row" safe>
        {p.name}
      </th>
      <td safe>{String(p.listings)}</td>
      <td safe>{String(p.bookings)}</td>
      <td safe>{formatMoney(p.revenue, p.currency, 'whole')}</td>
      <td safe>{day(p.created_at)}</td>
      <td safe>{p.suspended ? t('Suspended') : t('Active')}</td>
      <td>
        <form method="post" action={`/app/admin/practices/${p.id}/${p.suspended ? 'restore' : 'suspend'}`}>
          <button type="submit" class="button button-ghost" safe>
            {p.suspended ? t('Restore') : t('Suspend')}
          </button>
        </form>
      </td>
    </tr>
  ),
};

export const OWNERS: AdminScreenSpec<OwnerRow> = {
  path: '/app/admin/owners',
  title: 'Owners',
  box: 'owners',
  searchLabel: 'Search owners by name or email',
  columns: ['Owner', 'Email', 'Bookings', 'Pets', 'Joined'],
  row: (o) => (
    <tr>
      <th scope="row" safe>
        {o.name}
      </th>
      <td safe>{o.email}</td>
      <td safe>{String(o.bookings)}</td>
      <td safe>{String(o.pets)}</td>
      <td safe>{day(o.created_at)}</td>
    </tr>
  ),
};

/** A screen's table (the htmx target of its search). */
export function AdminTable<R>({ spec, rows }: { spec: AdminScreenSpec<R>; rows: R[] }) {
  return (
    <div id={spec.box}>
      <DataTable class="report-table admin-table" columns={spec.columns.map((c): Column => (c ? t(c) : c))} rows={rows} row={spec.row} />
    </div>
  );
}

export function AdminScreen<R>({ spec, tenant, principal, rows, q, error }: { spec: AdminScreenSpec<R>; tenant: Tenant; principal: Principal; rows: R[]; q: string; error?: string }) {
  return (
    <DashboardLayout title={t(spec.title)} tenant={tenant} principal={principal} current={spec.path}>
      <div class="page-heading">
        <h1 safe>{t(spec.title)}</h1>
        {spec.Aside ? <spec.Aside /> : ''}
      </div>
      <SearchForm action={spec.path} target={`#${spec.box}`} q={q} label={t(spec.searchLabel)} error={error} />
      <AdminTable spec={spec} rows={rows} />
    </DashboardLayout>
  );
}
