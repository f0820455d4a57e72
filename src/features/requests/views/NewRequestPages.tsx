import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import type { FieldErrors } from '../../../lib/form-errors';
import { priceLabel } from '../../../lib/money';
import { Alert } from '../../../ui/Alert';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Field } from '../../../ui/Field';
import type { PetView } from '../../pets/pets.service';
import type { ShareableRecord } from '../../records/records.sharing';
import type { ListingChoice } from '../requests.service';
import { REPORT_DAYS_WITH_MORE_INFO, REPORT_HOURS, secondOpinionPrice } from '../requests.model';
import { CardFields, FormError, Select, TextArea, type FormValues } from './RequestFields';

interface FormProps {
  tenant: Tenant;
  principal: Principal;
  listings: ListingChoice[];
  pets: PetView[];
  values: FormValues;
  errors: FieldErrors;
  idempotencyKey: string;
}

const listingLabel = (l: ListingChoice, price?: number) => `${l.practice} — ${l.title}${price === undefined ? '' : ` · ${priceLabel(price, l.currency)}`}`;

function NoPets() {
  return (
    <Alert kind="info">
      <span>Add your pet first under </span>
      <a href="/app/my-pets">Manage Pets</a>.
    </Alert>
  );
}

/** The second-opinion form: the practice, the pet, the question, the records to share, files and the payment. */
export function SecondOpinionPage(props: FormProps & { records: ShareableRecord[] }) {
  const { values, errors } = props;
  const pet = Number(values.pet) || props.pets[0]?.id;
  const shared = new Set([values.records ?? []].flat().map(String));
  return (
    <DashboardLayout title="Ask for a second opinion" tenant={props.tenant} principal={props.principal} current="/app/requests">
      <h1>Ask for a second opinion</h1>
      <p safe>
        {`A veterinarian reviews what you share and sends a written report within ${REPORT_HOURS} hours, or within ${REPORT_DAYS_WITH_MORE_INFO} days if more information is needed. Only the records you tick are shown to the practice.`}
      </p>
      <FormError errors={errors} />
      {props.pets.length === 0 ? (
        <NoPets />
      ) : (
        <>
          <form method="get" action="/app/requests/second-opinion" class="inline-form">
            <Select name="pet" label="Pet" placeholder="Choose a pet" options={props.pets.map((p) => ({ value: p.id, label: p.name }))} value={pet} error={errors.pet} />
            <input type="hidden" name="listing" value={String(values.listing ?? '')} />
            <button type="submit" class="button button-secondary">
              Show this pet’s records
            </button>
          </form>
          <form method="post" action="/app/requests/second-opinion" enctype="multipart/form-data" class="request-form">
            <input type="hidden" name="pet" value={String(pet ?? '')} />
            <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
            <Select
              name="listing"
              label="Practice"
              placeholder="Choose a practice"
              options={props.listings.map((l) => ({ value: l.id, label: listingLabel(l, secondOpinionPrice(l.consultations)) }))}
              value={values.listing}
              error={errors.listing}
            />
            <TextArea name="question" label="Your question" values={values} errors={errors} max={4000} />
            <fieldset class={`record-choice${errors.records ? ' has-error' : ''}`}>
              <legend>Records to share</legend>
              {props.records.length === 0 ? <p class="empty-state">This pet has no records yet. Add them under Medical Records first.</p> : ''}
              {props.records.map((r) => (
                <label class="checkbox">
                  <input type="checkbox" name="records" value={String(r.id)} checked={shared.has(String(r.id))} /> <span safe>{r.label}</span>
                </label>
              ))}
              {errors.records ? (
                <p class="field-error" safe>
                  {errors.records}
                </p>
              ) : (
                ''
              )}
            </fieldset>
            <Field name="files" label="Other files (optional)" error={errors.files} hint="PDF, JPEG, PNG, WebP, HEIC or DICOM, up to 20 MB each">
              <input id="field-files" type="file" name="files" multiple accept=".pdf,.jpg,.jpeg,.png,.webp,.heic,.dcm,application/pdf,image/*" />
            </Field>
            <p class="field-hint">The practice’s price is charged to your card when you send the request.</p>
            <CardFields values={values} errors={errors} />
            <button type="submit" class="button">
              Send request
            </button>
          </form>
        </>
      )}
    </DashboardLayout>
  );
}

/** The house-visit form: the practice, the pet, the address, the reason, preferred days and times. */
export function HouseVisitPage(props: FormProps) {
  const { values, errors } = props;
  const clinics = props.listings.filter((l) => l.consultations.some((c) => c.type === 2000));
  return (
    <DashboardLayout title="Request a house visit" tenant={props.tenant} principal={props.principal} current="/app/requests">
      <h1>Request a house visit</h1>
      <p>The practice offers a time for its vet to come to you, or tells you why it cannot. You pay the practice’s clinic consultation price once it offers a time.</p>
      <FormError errors={errors} />
      {props.pets.length === 0 ? (
        <NoPets />
      ) : (
        <form method="post" action="/app/requests/house-visit" class="request-form">
          <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
          <Select name="listing" label="Practice" placeholder="Choose a practice" options={clinics.map((l) => ({ value: l.id, label: listingLabel(l) }))} value={values.listing} error={errors.listing} />
          <Select name="pet" label="Pet" placeholder="Choose a pet" options={props.pets.map((p) => ({ value: p.id, label: p.name }))} value={values.pet} error={errors.pet} />
          <Field name="address" label="Address" autocomplete="street-address" value={String(values.address ?? '')} error={errors.address} maxlength={300} required />
          <TextArea name="reason" label="Reason for the visit" values={values} errors={errors} rows={4} max={2000} />
          <Field name="preferred" label="Preferred days and times" placeholder="e.g. weekday mornings, or Saturday after 2 pm" value={String(values.preferred ?? '')} error={errors.preferred} maxlength={300} required />
          <button type="submit" class="button">
            Send request
          </button>
        </form>
      )}
    </DashboardLayout>
  );
}
