import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Alert } from '../../../ui/Alert';
import { consultationTypeLabel } from '../../../lib/constants/consultation-types';
import { categoryOf } from '../../../lib/constants/record-categories';
import { listPathFor } from '../../../lib/paths';
import { formatSlot } from '../../../lib/time';
import { currentReader, t, translated } from '../../../lib/i18n';
import type { PetDeletion } from '../pets.service';

/** "Immunizations (2) and Medications (1)", in the reader's words. */
function recordsNamed(records: PetDeletion['records']): string {
  const parts = records.map((r) => t('{category} ({count})', { category: translated(categoryOf(r.category)?.label ?? r.category), count: r.count }));
  return new Intl.ListFormat(currentReader().locale, { type: 'conjunction' }).format(parts);
}

/**
 * Deleting a pet, said before it is done (the pet dialog's body, or its own page without scripts):
 * the upcoming appointments that stop it, each linked, and the records it takes out of reach.
 */
export function PetDeleteConfirm({ deletion, principal }: { deletion: PetDeletion; principal: Principal }) {
  const { pet, appointments, records } = deletion;
  const count = records.reduce((sum, r) => sum + r.count, 0);
  const action = `/app/my-pets/${pet.id}/delete`;
  return (
    <section id="pet-delete" class="pet-delete" data-pet-delete={String(pet.id)}>
      <h2 safe>{t('Delete {name}?', { name: pet.name })}</h2>
      {appointments.length > 0 ? (
        <>
          <Alert message={t('{name} has {count, plural, one {# upcoming appointment} other {# upcoming appointments}}: cancel {count, plural, one {it} other {them}} first, then delete {name}.', { name: pet.name, count: appointments.length })} />
          <ul class="pet-delete-appointments">
            {appointments.map((a) => (
              <li>
                <a href={`${listPathFor(principal)}/${a.id}`} safe>
                  {t('{time}: {type} with {listing}', { time: formatSlot(a.slot, a.zone), type: consultationTypeLabel(a.type), listing: a.listing })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        ''
      )}
      <p class="pet-delete-records" safe>
        {count > 0
          ? t('{name} has {count, plural, one {# health record} other {# health records}}: {records}. Once {name} is deleted, neither you nor any practice can open them again, and its shared records link stops working.', { name: pet.name, count, records: recordsNamed(records) })
          : t('{name} has no health records.', { name: pet.name })}
      </p>
      {count > 0 ? (
        <p>
          <a href={`/app/medical-records/print?pet=${pet.id}`} target="_blank" rel="noopener" safe>
            {t('Print or save its records first')}
          </a>
        </p>
      ) : (
        ''
      )}
      <p class="muted" safe>{t('Past appointments keep its name.')}</p>
      <div class="form-actions">
        {appointments.length === 0 ? (
          <form method="post" action={action} hx-post={action} hx-target="#pet-delete" hx-swap="outerHTML">
            <button type="submit" class="button button-danger" safe>
              {t('Delete {name}', { name: pet.name })}
            </button>
          </form>
        ) : (
          ''
        )}
        <a class="button button-ghost" href="/app/my-pets" data-close-dialog safe>
          {appointments.length === 0 ? t('Cancel') : t('Close')}
        </a>
      </div>
    </section>
  );
}

/** After a delete asked from the dialog: says so, and the dialog closes (public/js/records.js). */
export function PetDeleted({ name }: { name: string }) {
  return (
    <section id="pet-delete" data-dialog-done>
      <Alert kind="success" message={t('{name} was deleted.', { name })} />
    </section>
  );
}

/** The question as its own page, for a browser without scripts. */
export function PetDeletePage({ tenant, principal, deletion }: { tenant: Tenant; principal: Principal; deletion: PetDeletion }) {
  return (
    <DashboardLayout title={t('Delete {name}?', { name: deletion.pet.name })} tenant={tenant} principal={principal} current="/app/my-pets">
      <h1 safe>{t('Manage Pets')}</h1>
      <div class="card">
        <PetDeleteConfirm deletion={deletion} principal={principal} />
      </div>
    </DashboardLayout>
  );
}
