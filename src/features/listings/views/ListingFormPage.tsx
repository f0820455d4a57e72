import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import type { Consultation } from '../../../../db/schema';
import type { FieldErrors } from '../../../lib/form-errors';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { Island } from '../../../ui/Island';
import { ConsultationFields } from './ConsultationFields';
import { FormActions } from '../../../ui/FormActions';
import { FormKey } from '../../../ui/FormKey';

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
}

/** New Listing and edit (spec §2): a Details section and a Timings section. */
export function ListingFormPage({ tenant, principal, listing, team, currency, errors = {} }: ListingFormProps) {
  const isNew = listing.id === null;
  const firstError = Object.values(errors)[0];
  return (
    <DashboardLayout title={isNew ? 'New Listing' : 'Edit Listing'} tenant={tenant} principal={principal} current="/app/listings" islands>
      <h1>{isNew ? 'New Listing' : 'Edit Listing'}</h1>
      {firstError ? <Alert message="Please correct the highlighted fields." /> : ''}
      <form class="listing-form" method="post" action={`/app/listings/item${isNew ? '' : `?id=${listing.id}`}`} enctype="multipart/form-data" novalidate>
        {isNew ? <FormKey /> : ''}
        <section class="form-section">
          <h2>Details</h2>
          <Field name="title" label="Title" value={listing.title} error={errors.title} required maxlength={120} />
          <Field name="line1" label="Line 1" value={listing.line1} error={errors.line1} required maxlength={160} hint="For example the vet's speciality" />
          <Field name="line2" label="Line 2" value={listing.line2} error={errors.line2} maxlength={160} />
          <Field name="address" label="Address" value={listing.address} error={errors.address} maxlength={300} />
          <Field name="avatar" label="Avatar" error={errors.avatar} hint="PNG, JPEG or WebP, up to 2 MB">
            <input id="field-avatar" name="avatar" type="file" accept="image/png,image/jpeg,image/webp" />
          </Field>
          {listing.avatar ? <img class="avatar" src={listing.avatar} alt="Current avatar" width="64" height="64" /> : ''}
          <Island name="TimezonePicker" props={{ value: listing.timezone, name: 'timezone', label: 'Timezone', preferBrowserZone: false }} />
          {errors.timezone ? (
            <p class="field-error" safe>
              {errors.timezone}
            </p>
          ) : (
            ''
          )}
          {team.length > 1 ? (
            <>
              <Field name="vendor_login_id" label="Listing owner" error={errors.vendor_login_id}>
                <select id="field-vendor_login_id" name="vendor_login_id" required>
                  <option value="">Choose the listing owner</option>
                  {team.map((m) => (
                    <option value={String(m.id)} selected={listing.vendor_login_id === m.id} safe>
                      {`${m.first_name} ${m.last_name}`}
                    </option>
                  ))}
                </select>
              </Field>
              <fieldset class={`field${errors.managers ? ' has-error' : ''}`}>
                <legend>Managers</legend>
                <p class="field-hint">The listing owner is always a manager.</p>
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
          <h2>Timings</h2>
          {errors.consultations ? <Alert message={errors.consultations} /> : ''}
          <div id="consultations">
            {listing.consultations.map((consultation, ci) => (
              <ConsultationFields ci={ci} consultation={consultation} first={ci === 0} currency={currency} errors={errors} />
            ))}
          </div>
          <button type="button" class="button button-ghost" hx-get="/app/listings/item/consultation" hx-target="#consultations" hx-swap="beforeend">
            Add consultation
          </button>
        </section>
        <FormActions submit="Save listing" cancel="/app/listings" />
      </form>
    </DashboardLayout>
  );
}
