import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { speciesName } from '../../../lib/constants/species';
import { SCREEN_PAGE_SIZE, RECORD_TEXTS, asFiled } from '../records.model';
import type { RecordsScreen as Screen } from '../records.service';
import { CategoryMenu, CategoryPicker } from './CategoryMenu';
import { RecordForm } from './RecordForm';
import { RecordTable, TrackerChart } from './RecordTable';
import { SharePanel } from './SharePanel';
import { NoScriptSubmit } from '../../../ui/NoScriptSubmit';
import { t, translated } from '../../../lib/i18n';
import { categoryLabel } from '../records.labels';

export interface RecordsScreenProps {
  /** Who reads: each row's actions are the ones the policy allows them. */
  principal: Principal;
  screen: Screen;
  /** The open form: a new record, or the id of the one being edited, with its values and errors. */
  form?: { recordId: number | null; values: Record<string, unknown>; errors?: Record<string, string>; locked?: boolean; stored?: Record<string, unknown> } | null;
  shareUrl: string | null;
}

function PetPicker({ screen }: { screen: Screen }) {
  return (
    <form class="pet-picker" method="get" action="/app/medical-records" hx-get="/app/medical-records" hx-target="#records-screen" hx-swap="outerHTML" hx-push-url="true" hx-trigger="change">
      <input type="hidden" name="category" value={screen.category.key} />
      <label for="record-pet" safe>
        {t('Pet')}
      </label>
      <select id="record-pet" name="pet">
        {screen.pets.map((pet) => (
          <option value={String(pet.id)} selected={pet.id === screen.pet?.id} safe>
            {`${pet.name} (${translated(speciesName(pet.type))})`}
          </option>
        ))}
      </select>
      <NoScriptSubmit />
    </form>
  );
}

function Pager({ base, page, more }: { base: string; page: number; more: boolean }) {
  if (page === 1 && !more) return '';
  return (
    <nav class="pager" aria-label={t('Pages')}>
      {page > 1 ? (
        <a href={`${base}&page=${page - 1}`} safe>
          {t('Newer')}
        </a>
      ) : (
        ''
      )}
      {more ? (
        <a href={`${base}&page=${page + 1}`} safe>
          {t('Older')}
        </a>
      ) : (
        ''
      )}
    </nav>
  );
}

/** The swappable part of the Medical Records screen (htmx target `#records-screen`). */
export function RecordsScreenBody({ principal, screen, form, shareUrl }: RecordsScreenProps) {
  const { pet, category, access, records } = screen;
  if (!pet) {
    return (
      <div id="records-screen">
        <p class="empty-state" safe>
          {t(RECORD_TEXTS.noPets)}
        </p>
        <a class="button" href="/app/my-pets" safe>
          {t('Manage Pets')}
        </a>
      </div>
    );
  }
  const base = `/app/medical-records?${new URLSearchParams({ pet: String(pet.id), category: category.key })}`;
  const canEdit = access === 'edit';
  return (
    <div id="records-screen" class="records-screen">
      <div class="records-toolbar">
        <PetPicker screen={screen} />
        <CategoryPicker petId={pet.id} current={category.key} counts={screen.counts} />
        {canEdit ? (
          ''
        ) : (
          <>
            <p class="badge" safe>
              {t('Read-only')}
            </p>
            <a class="button button-ghost button-small" href={`/api/pets/${pet.id}/fhir`} safe>
              {t('Download FHIR (JSON)')}
            </a>
          </>
        )}
      </div>
      <div class="records-layout">
        <CategoryMenu petId={pet.id} current={category.key} counts={screen.counts} />
        <section class="records-main" aria-labelledby="category-title">
          <div class="page-heading">
            <h2 id="category-title" safe>
              {`${categoryLabel(category.key)} (${screen.counts[category.key] ?? 0})`}
            </h2>
            {canEdit && !form ? (
              <a class="button" href={`${base}&form=new`} hx-get={`${base}&form=new`} hx-target="#records-screen" hx-swap="outerHTML" safe>
                {t('Add {category}', { category: categoryLabel(category.key) })}
              </a>
            ) : (
              ''
            )}
          </div>
          {form ? <RecordForm petId={pet.id} category={form.stored ? asFiled(category, form.stored) : category} recordId={form.recordId} values={form.values} errors={form.errors} locked={form.locked} /> : ''}
          {screen.chart ? <TrackerChart category={category} points={screen.chart} /> : ''}
          <RecordTable category={category} records={records} actions={{ principal, ownerId: pet.user_id, editBase: base }} now={screen.now} authors={screen.authors} />
          <Pager base={base} page={screen.page} more={records.length === SCREEN_PAGE_SIZE} />
        </section>
      </div>
      {canEdit ? <SharePanel petId={pet.id} shareUrl={shareUrl} /> : ''}
      {canEdit ? <p class="access-log-link"><a href={`/app/medical-records/access-log?pet=${pet.id}`} safe>{t("Who looked at my pet's records")}</a></p> : ''}
    </div>
  );
}

/** Medical Records (spec §2): pick a pet, a category menu with counts, a table with add, edit and delete; `safeBody` is the rendered RecordsScreenBody (escaped as it was rendered). */
export function RecordsPage({ petName, safeBody, tenant, principal }: { petName: string | null; safeBody: string; tenant: Tenant; principal: Principal }) {
  const title = petName ? `${t('Medical Records')} · ${petName}` : t('Medical Records');
  return (
    <DashboardLayout title={title} tenant={tenant} principal={principal} current="/app/medical-records">
      <link rel="stylesheet" href="/public/vendor/uplot/uPlot.min.css" />
      <div class="page-heading">
        <h1 safe>{t('Medical Records')}</h1>
      </div>
      {safeBody}
      <script src="/public/vendor/uplot/uPlot.iife.min.js" defer></script>
      <script src="/public/js/records.js" defer></script>
      <script src="/public/js/appointments.js" defer></script>
    </DashboardLayout>
  );
}
