import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import type { Consultation } from '../../../../db/schema';
import type { FieldErrors } from '../../../lib/form-errors';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { Island } from '../../../ui/Island';
import { ConsultationFields } from './ConsultationFields';
import { StrandedBookings, type StrandedQuestion } from './StrandedBookings';

export type { StrandedQuestion };
import { PolicyFields, type PolicyFormValue } from './PolicyFields';
import { UrgentFields, type UrgentFormValue } from './UrgentFields';
import { OwnerSeriesField } from './OwnerSeriesField';
import { FormActions } from '../../../ui/FormActions';
import { FormKey } from '../../../ui/FormKey';
import { t, translated } from '../../../lib/i18n';

export interface ListingFormValue {
  id: number | null;
  title: string;
  line1: string;
  line2?: string | null;
  address?: string | null;
  avatar?: string | null;
  timezone: string;
  vendor_login_id?: number | null;
  managers: number[];
  /** Prices in the currency's units, as the form shows and takes them. */
  consultations: Consultation[];
  /** Fees in the currency's units; absent or null: no policy. */
  policy?: PolicyFormValue;
  urgent?: UrgentFormValue | null;
  /** Owners may book repeat visits themselves. */
  owner_series?: boolean;
}

export const NEW_CONSULTATION: Consultation = { status: true, type: 0, duration: 30, price: Number.NaN, schedule: [{ days: [], from: '09:00', to: '17:00' }] };

interface ListingFormProps {
  tenant: Tenant;
  principal: Principal;
  listing: ListingFormValue;
  team: { id: number; first_name: string; last_name: string }[];
  /** The practice's currency (ISO 4217): prices are typed in its units. */
  currency: string;
  errors?: FieldErrors;
  /** The save took types away that upcoming bookings are of: asked before anything is stored. */
  stranded?: StrandedQuestion;
}

/** New Listing and edit (spec §2): a Details section and a Timings section. */
/** The listing's intake questionnaire, loaded from the intake feature's address (listings may not import it). */
function IntakeQuestions({ listing }: { listing: ListingFormProps['listing'] }) {
  const first = listing.consultations[0];
  return listing.id === null || !first ? '' : <div hx-get={`/app/listings/${listing.id}/intake?type=${first.type}`} hx-trigger="load" hx-swap="outerHTML"></div>;
}

export function ListingFormPage({ tenant, principal, listing, team, currency, errors: keys = {}, stranded }: ListingFormProps) {
  // The rules' messages are keys (schema texts and the service's own), shown in the reader's language.
  const errors: FieldErrors = Object.fromEntries(Object.entries(keys).map(([field, message]) => [field, translated(message)]));
  const isNew = listing.id === null;
  return (
    <DashboardLayout title={isNew ? t('New Listing') : t('Edit Listing')} tenant={tenant} principal={principal} current="/app/listings" islands>
      <h1 safe>{isNew ? t('New Listing') : t('Edit Listing')}</h1>
      <form class="listing-form" method="post" action={`/app/listings/item${isNew ? '' : `?id=${listing.id}`}`} enctype="multipart/form-data" novalidate>
        {Object.values(errors).length > 0 && !stranded ? <Alert message={t('Please correct the highlighted fields.')} /> : ''}
        {isNew ? <FormKey /> : ''}
        {stranded ? <StrandedBookings question={stranded} error={errors.stranded} /> : ''}
        <section class="form-section">
          <h2 safe>{t('Details')}</h2>
          <Field name="title" label={t('Title')} value={listing.title} error={errors.title} required maxlength={120} />
          <Field name="line1" label={t('Line 1')} value={listing.line1} error={errors.line1} required maxlength={160} hint={t("For example the vet's speciality")} />
          <Field name="line2" label={t('Line 2')} value={listing.line2} error={errors.line2} maxlength={160} />
          <Field name="address" label={t('Address')} value={listing.address} error={errors.address} maxlength={300} />
          <Field name="avatar" label={t('Avatar')} error={errors.avatar} hint={t('PNG, JPEG or WebP, up to 2 MB')}>
            <input id="field-avatar" name="avatar" type="file" accept="image/png,image/jpeg,image/webp" />
          </Field>
          {listing.avatar ? <img class="avatar" src={listing.avatar} alt={t('Current avatar')} width="64" height="64" /> : ''}
          <Island name="TimezonePicker" props={{ value: listing.timezone, name: 'timezone', label: t('Timezone'), preferBrowserZone: false }} />
          {errors.timezone ? <p class="field-error" safe>{errors.timezone}</p> : ''}
          {team.length > 1 ? (
            <>
              <Field name="vendor_login_id" label={t('Listing owner')} error={errors.vendor_login_id}>
                <select id="field-vendor_login_id" name="vendor_login_id" required>
                  <option value="" safe>{t('Choose the listing owner')}</option>
                  {team.map((m) => (
                    <option value={String(m.id)} selected={listing.vendor_login_id === m.id} safe>
                      {`${m.first_name} ${m.last_name}`}
                    </option>
                  ))}
                </select>
              </Field>
              <fieldset class={`field${errors.managers ? ' has-error' : ''}`}>
                <legend safe>{t('Managers')}</legend>
                <p class="field-hint" safe>{t('The listing owner is always a manager.')}</p>
                {team.map((m) => (
                  <label class="checkbox">
                    <input type="checkbox" name="managers[]" value={String(m.id)} checked={listing.managers.includes(m.id)} />{' '}
                    <span safe>{`${m.first_name} ${m.last_name}`}</span>
                  </label>
                ))}
              </fieldset>
            </>
          ) : (
            ''
          )}
        </section>
        <section class="form-section">
          <h2 safe>{t('Timings')}</h2>
          {errors.consultations ? <Alert message={errors.consultations} /> : ''}
          <div id="consultations">
            {listing.consultations.map((consultation, ci) => (
              <ConsultationFields ci={ci} consultation={consultation} first={ci === 0} currency={currency} errors={errors} />
            ))}
          </div>
          <button type="button" class="button button-ghost" hx-get="/app/listings/item/consultation" hx-target="#consultations" hx-swap="beforeend" safe>
            {t('Add consultation')}
          </button>
        </section>
        <PolicyFields policy={listing.policy} currency={currency} errors={errors} />
        <UrgentFields urgent={listing.urgent} errors={errors} />
        <OwnerSeriesField allowed={listing.owner_series} />
        <FormActions submit={t('Save listing')} cancel="/app/listings" />
      </form>
      <IntakeQuestions listing={listing} />
    </DashboardLayout>
  );
}
