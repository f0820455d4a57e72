import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { DataTable } from '../../../ui/DataTable';
import { SearchForm } from '../../../ui/SearchForm';
import { formatSlot } from '../../../lib/time';
import type { CustomersPage } from '../customers.users.service';
import { t } from '../../../lib/i18n';
import { personName } from '../../../lib/person-name';

const pageHref = (q: string, page: number) => `/app/users?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;

function PageLink({ q, page, label }: { q: string; page: number; label: string }) {
  return (
    <a href={pageHref(q, page)} hx-get={pageHref(q, page)} hx-target="#users-list" hx-swap="outerHTML" hx-push-url="true" safe>
      {label}
    </a>
  );
}

/** The table of customers and its pager: the fragment the search swaps. */
export function UsersList({ list, zone }: { list: CustomersPage; /** The reader's zone. */ zone: string }) {
  return (
    <div id="users-list">
      <DataTable
        class="table users-table"
        columns={[t('Name'), t('Email'), t('Mobile'), t('Pets'), t('Last appointment'), { hidden: t('Actions') }]}
        rows={list.items}
        row={(c) => (
          <tr data-user={c.email}>
            <td safe>{personName(c)}</td>
            <td safe>{c.email}</td>
            <td safe>{c.phone ?? ''}</td>
            <td safe>{String(c.pets)}</td>
            <td>{c.last_appointment ? formatSlot(c.last_appointment, zone) : '—'}</td>
            <td class="actions">
              <a href={`/app/users/${c.id}`} safe>
                {t('View')}
              </a>
            </td>
          </tr>
        )}
      />
      <nav class="pager" aria-label={t('Pages')}>
        {list.page > 1 ? <PageLink q={list.q} page={list.page - 1} label={t('Previous')} /> : ''}
        <span safe>{t('Page {page} of {pages}', { page: list.page, pages: list.pages })}</span>
        {list.page < list.pages ? <PageLink q={list.q} page={list.page + 1} label={t('Next')} /> : ''}
      </nav>
    </div>
  );
}

/** Users (spec §2): a searchable, paged table of the practice's customers. */
export function UsersPage({ tenant, principal, list, zone, search }: { tenant: Tenant; principal: Principal; list: CustomersPage; zone: string; search?: { q: string; error: string } }) {
  return (
    <DashboardLayout title={t('Users')} tenant={tenant} principal={principal} current="/app/users">
      <h1 safe>{t('Users')}</h1>
      <SearchForm action="/app/users" target="#users-list" q={search?.q ?? list.q} error={search?.error} label={t('Search by name, email or mobile')} id="users-q" class="filters users-search" trigger="submit" />
      <UsersList list={list} zone={zone} />
    </DashboardLayout>
  );
}
