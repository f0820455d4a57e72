import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { formatSlot } from '../../../lib/time';
import type { CustomersPage } from '../customers.users.service';

const pageHref = (q: string, page: number) => `/app/users?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;

/** The table of customers and its pager: the fragment the search swaps. */
export function UsersList({ list }: { list: CustomersPage }) {
  return (
    <div id="users-list">
      {list.items.length === 0 ? (
        <p class="empty-state">No Records Found</p>
      ) : (
        <table class="table users-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Mobile</th>
              <th scope="col">Pets</th>
              <th scope="col">Last appointment</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((c) => (
              <tr data-user={c.email}>
                <td safe>{`${c.first_name} ${c.last_name}`}</td>
                <td safe>{c.email}</td>
                <td safe>{c.phone ?? ''}</td>
                <td safe>{String(c.pets)}</td>
                <td>{c.last_appointment ? formatSlot(c.last_appointment, 'UTC') : '—'}</td>
                <td class="actions">
                  <a href={`/app/users/${c.id}`}>View</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav class="pager" aria-label="Pages">
        {list.page > 1 ? (
          <a href={pageHref(list.q, list.page - 1)} hx-get={pageHref(list.q, list.page - 1)} hx-target="#users-list" hx-swap="outerHTML" hx-push-url="true">
            Previous
          </a>
        ) : (
          ''
        )}
        <span safe>{`Page ${list.page} of ${list.pages}`}</span>
        {list.page < list.pages ? (
          <a href={pageHref(list.q, list.page + 1)} hx-get={pageHref(list.q, list.page + 1)} hx-target="#users-list" hx-swap="outerHTML" hx-push-url="true">
            Next
          </a>
        ) : (
          ''
        )}
      </nav>
    </div>
  );
}

/** Users (spec §2): a searchable, paged table of the practice's customers. */
export function UsersPage({ tenant, principal, list }: { tenant: Tenant; principal: Principal; list: CustomersPage }) {
  return (
    <DashboardLayout title="Users" tenant={tenant} principal={principal} current="/app/users">
      <h1>Users</h1>
      <form class="users-search" method="get" action="/app/users" hx-get="/app/users" hx-target="#users-list" hx-swap="outerHTML" hx-push-url="true" role="search">
        <label for="users-q">Search by name, email or mobile</label>
        <input id="users-q" type="search" name="q" value={list.q} maxlength="100" />
        <button type="submit" class="button">
          Search
        </button>
      </form>
      <UsersList list={list} />
    </DashboardLayout>
  );
}
