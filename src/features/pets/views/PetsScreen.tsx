import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { SPECIES, speciesName } from '../../../lib/constants/species';
import { PET_TEXTS } from '../pets.model';
import { petPic, type Pet } from '../pets.service';
import { FormKey } from '../../../ui/FormKey';
import { t, translated } from '../../../lib/i18n';

export interface PetFormProps {
  petId: number | null;
  values: { name?: string; type?: number | string; breed?: string | null; notes?: string | null };
  errors?: Record<string, string>;
  /** Saved: the form says so and public/js/records.js closes the dialog after 500 ms (spec §4). */
  saved?: boolean;
  failed?: boolean;
}

/** The species in the reader's words, in the reader's alphabetical order. */
const speciesOptions = () =>
  Object.entries(SPECIES)
    .map(([code, name]) => [code, translated(name)] as const)
    .sort((a, b) => a[1].localeCompare(b[1]));

/** The pet form (spec §5): name and type required, breed and notes optional, a photo. */
export function PetForm({ petId, values, errors: given = {}, saved, failed }: PetFormProps) {
  // A schema's text is a catalogue key, translated here where it is shown.
  const errors = Object.fromEntries(Object.entries(given).map(([field, text]) => [field, translated(text)]));
  const action = petId ? `/app/my-pets/form?id=${petId}` : '/app/my-pets/form';
  return (
    <form id="pet-form" class="pet-form" method="post" action={action} hx-post={action} hx-target="this" hx-swap="outerHTML" enctype="multipart/form-data" data-pet-form data-saved={saved ? 'true' : undefined}>
      <h2 safe>{petId ? t('Edit Pet') : t('Add Pet')}</h2>
      {petId ? '' : <FormKey />}
      {saved ? <Alert kind="success" message={t(PET_TEXTS.saved)} /> : ''}
      {failed ? <Alert title={t(PET_TEXTS.failedTitle)} message={t(PET_TEXTS.failed)} /> : ''}
      <Field name="name" label={`${t('Name')} *`} value={values.name ?? ''} required maxlength={80} error={errors.name} id="pet-name" />
      <Field name="type" label={`${t('Type')} *`} error={errors.type} id="pet-type">
        <select id="pet-type" name="type" required aria-invalid={errors.type ? 'true' : undefined}>
          <option value="" safe>
            {t('Choose…')}
          </option>
          {speciesOptions().map(([code, name]) => (
            <option value={code} selected={String(values.type ?? '') === code} safe>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field name="breed" label={t('Breed')} value={values.breed ?? ''} maxlength={80} error={errors.breed} id="pet-breed" />
      <Field name="notes" label={t('Notes')} error={errors.notes} id="pet-notes">
        <textarea id="pet-notes" name="notes" rows="3" maxlength="1000" safe>
          {values.notes ?? ''}
        </textarea>
      </Field>
      <Field name="photo" label={t('Photo')} error={errors.photo} id="pet-photo" hint={t('PNG, JPEG or WebP, up to 2 MB')}>
        <input id="pet-photo" name="photo" type="file" accept="image/png,image/jpeg,image/webp" />
      </Field>
      <div class="form-actions">
        <button type="submit" class="button" data-wait-text={t(PET_TEXTS.wait)} safe>
          {t('Submit')}
        </button>
        <a class="button button-ghost" href="/app/my-pets" data-close-dialog safe>
          {t('Cancel')}
        </a>
      </div>
    </form>
  );
}

/** The pet cards (htmx target `#pet-list`; `oob` when it rides along with a saved form). */
export function PetList({ pets, oob }: { pets: Pet[]; oob?: boolean }) {
  return (
    <div id="pet-list" class="card-grid" hx-swap-oob={oob ? 'true' : undefined}>
      {pets.length === 0 ? (
        <p class="empty-state" safe>
          {t(PET_TEXTS.empty)}
        </p>
      ) : (
        ''
      )}
      {pets.map((pet) => {
        const pic = petPic(pet);
        return (
          <article class="card pet-card" data-pet={String(pet.id)}>
            <div class="listing-card-head">
              {pic ? (
                <img class="avatar" src={pic} alt="" width="64" height="64" />
              ) : (
                <span class="avatar avatar-initials" aria-hidden="true" safe>
                  {pet.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div>
                <h2 safe>{pet.name}</h2>
                <p safe>{[translated(speciesName(pet.type)), pet.breed].filter(Boolean).join(' · ')}</p>
                {pet.notes ? <p class="muted" safe>{pet.notes}</p> : ''}
              </div>
            </div>
            <div class="form-actions">
              <a class="button button-ghost" href={`/app/my-pets/form?id=${pet.id}`} hx-get={`/app/my-pets/form?id=${pet.id}`} hx-target="#pet-dialog-body" data-open-dialog="pet-dialog" aria-label={t('Edit {name}', { name: pet.name })} safe>
                {t('Edit')}
              </a>
              <a class="button button-ghost" href={`/app/medical-records?pet=${pet.id}`} safe>
                {t('Medical Records')}
              </a>
              {/* Asks first, saying what deleting it would do (its appointments and records). */}
              <a class="button button-danger" href={`/app/my-pets/${pet.id}/delete`} hx-get={`/app/my-pets/${pet.id}/delete`} hx-target="#pet-dialog-body" data-open-dialog="pet-dialog" aria-label={t('Delete {name}', { name: pet.name })} safe>
                {t('Delete')}
              </a>
            </div>
          </article>
        );
      })}
    </div>
  );
}

export function PetsPage({ tenant, principal, pets, error }: { tenant: Tenant; principal: Principal; pets: Pet[]; error?: boolean }) {
  return (
    <DashboardLayout title={t('Manage Pets')} tenant={tenant} principal={principal} current="/app/my-pets">
      <div class="page-heading">
        <h1 safe>{t('Manage Pets')}</h1>
        <a class="button" href="/app/my-pets/form" hx-get="/app/my-pets/form" hx-target="#pet-dialog-body" data-open-dialog="pet-dialog" safe>
          {t('Add Pet')}
        </a>
      </div>
      {error ? <Alert title={t(PET_TEXTS.failedTitle)} message={t(PET_TEXTS.failed)} /> : ''}
      <PetList pets={pets} />
      <dialog id="pet-dialog" class="dialog" aria-label={t('Pet')}>
        <div id="pet-dialog-body"></div>
      </dialog>
      <script src="/public/js/records.js" defer></script>
    </DashboardLayout>
  );
}

/** The form as its own page, for a browser without scripts. */
export function PetFormPage({ tenant, principal, form }: { tenant: Tenant; principal: Principal; form: PetFormProps }) {
  return (
    <DashboardLayout title={form.petId ? t('Edit Pet') : t('Add Pet')} tenant={tenant} principal={principal} current="/app/my-pets">
      {/* The page's heading is the screen's, as on Manage Pets: the form keeps its own h2 (it is swapped alone after a save). */}
      <h1 safe>{t('Manage Pets')}</h1>
      <section class="card">
        <PetForm {...form} />
      </section>
    </DashboardLayout>
  );
}
