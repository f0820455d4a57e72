import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { DataTable } from '../../../ui/DataTable';
import { SPECIES } from '../../../lib/constants/species';
import { formatSlot } from '../../../lib/time';
import type { CustomerDetail } from '../customers.users.service';
import { categoryOf, recordSummary } from '../../../lib/constants/record-categories';
import { t, translated } from '../../../lib/i18n';
import { shownValues, type Units } from '../../../lib/units';
import { categoryInUnits } from '../../../lib/record-units';
import { personName } from '../../../lib/person-name';

/** A record's measures, in a line, as the reader's units show them. */
function summaryIn(units: Units, category: string, details: Record<string, unknown>): string {
  const known = categoryOf(category);
  return recordSummary(known && categoryInUnits(known, units), shownValues(category, details, units));
}

/** View (spec §2 Users screen): the customer's pets and their records, read-only. */
export function UserDetailPage({ tenant, principal, detail, zone, units = 'us' }: { tenant: Tenant; principal: Principal; detail: CustomerDetail; /** The reader's zone. */ zone: string; units?: Units }) {
  const { customer, pets, records } = detail;
  const petName = new Map(pets.map((p) => [p.id, p.name]));
  return (
    <DashboardLayout title={personName(customer)} tenant={tenant} principal={principal} current="/app/users">
      <p>
        <a href="/app/users" safe>
          {`← ${t('Users')}`}
        </a>
      </p>
      <h1 safe>{personName(customer)}</h1>
      <p safe>{[customer.email, customer.phone].filter(Boolean).join(' · ')}</p>
      <h2 safe>{t('Pets')}</h2>
      <p>
        <a class="button button-ghost" href={`/app/users/${customer.id}/exams`} safe>
          {t('In-person exams')}
        </a>
      </p>
      {pets.length === 0 ? (
        <p class="empty-state" safe>
          {t('No pets yet.')}
        </p>
      ) : (
        <ul class="pet-list">
          {pets.map((p) => (
            <li data-pet={p.name}>
              <strong safe>{p.name}</strong> <span class="muted" safe>{[translated(SPECIES[p.type] ?? 'Other'), p.breed].filter(Boolean).join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
      <h2 safe>{t('Medical records')}</h2>
      <DataTable
        class="table users-table"
        columns={[t('Date'), t('Pet'), t('Category'), t('Name')]}
        rows={records}
        row={(r) => (
          <tr>
            <td safe>{formatSlot(r.created_at, zone)}</td>
            <td safe>{petName.get(r.pet_id ?? 0) ?? ''}</td>
            <td safe>{translated(categoryOf(r.category)?.label ?? r.category)}</td>
            <td safe>{summaryIn(units, r.category, r.details as Record<string, unknown>)}</td>
          </tr>
        )}
      />
    </DashboardLayout>
  );
}
