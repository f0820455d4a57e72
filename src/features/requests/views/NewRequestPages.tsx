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
import { CardFields, FormError, Select, TextArea, shownErrors, type FormValues } from './RequestFields';
import { t } from '../../../lib/i18n';
import { escapeHtml } from '@kitajs/html';

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
  // The link sits inside the translated sentence: the text on each side of it, escaped.
  const [safeBefore = '', safeAfter = ''] = t('Add your pet first under {link}.', { link: '\u0000' }).split('\u0000').map((part) => escapeHtml(part));
  return (
    <Alert kind="info">
      <span>{safeBefore}</span>
      <a href="/app/my-pets" safe>
        {t('Manage Pets')}
      </a>
      {safeAfter}
    </Alert>
  );
}

/** The records the owner ticks to share with the practice. */
function RecordChoice({ records, shared, error }: { records: ShareableRecord[]; shared: Set<string>; error?: string }) {
  return (
    <fieldset class={`record-choice${error ? ' has-error' : ''}`}>
      <legend safe>{t('Records to share')}</legend>
      {records.length === 0 ? (
        <p class="empty-state" safe>
          {t('This pet has no records yet. Add them under Medical Records first.')}
        </p>
      ) : (
        ''
      )}
      {records.map((r) => (
        <label class="checkbox">
          <input type="checkbox" name="records" value={String(r.id)} checked={shared.has(String(r.id))} /> <span safe>{r.label}</span>
        </label>
      ))}
      {error ? (
        <p class="field-error" safe>
          {error}
        </p>
      ) : (
        ''
      )}
    </fieldset>
  );
}

/** The second-opinion form: the practice, the pet, the question, the records to share, files and the payment. */
export function SecondOpinionPage(props: FormProps & { records: ShareableRecord[] }) {
  const { values } = props;
  const errors = shownErrors(props.errors);
  const pet = Number(values.pet) || props.pets[0]?.id;
  const shared = new Set([values.records ?? []].flat().map(String));
  return (
    <DashboardLayout title={t('Ask for a second opinion')} tenant={props.tenant} principal={props.principal} current="/app/requests">
      <h1 safe>{t('Ask for a second opinion')}</h1>
      <p safe>
        {t('A veterinarian reviews what you share and sends a written report within {hours} hours, or within {days} days if more information is needed. Only the records you tick are shown to the practice.', { hours: REPORT_HOURS, days: REPORT_DAYS_WITH_MORE_INFO })}
      </p>
      {props.pets.length === 0 ? (
        <NoPets />
      ) : (
        <>
          <form method="get" action="/app/requests/second-opinion" class="inline-form">
            <Select name="pet" label={t('Pet')} placeholder={t('Choose a pet')} options={props.pets.map((p) => ({ value: p.id, label: p.name }))} value={pet} error={errors.pet} />
            <input type="hidden" name="listing" value={String(values.listing ?? '')} />
            <button type="submit" class="button button-secondary" safe>
              {t('Show this pet’s records')}
            </button>
          </form>
          <form method="post" action="/app/requests/second-opinion" enctype="multipart/form-data" class="request-form">
            <FormError errors={errors} />
            <input type="hidden" name="pet" value={String(pet ?? '')} />
            <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
            <Select
              name="listing"
              label={t('Practice')}
              placeholder={t('Choose a practice')}
              options={props.listings.map((l) => ({ value: l.id, label: listingLabel(l, secondOpinionPrice(l.consultations)) }))}
              value={values.listing}
              error={errors.listing}
            />
            <TextArea name="question" label={t('Your question')} values={values} errors={errors} max={4000} />
            <RecordChoice records={props.records} shared={shared} error={errors.records} />
            <Field name="files" label={t('Other files (optional)')} error={errors.files} hint={t('PDF, JPEG, PNG, WebP, HEIC or DICOM, up to 20 MB each')}>
              <input id="field-files" type="file" name="files" multiple accept=".pdf,.jpg,.jpeg,.png,.webp,.heic,.dcm,application/pdf,image/*" />
            </Field>
            <p class="field-hint" safe>
              {t('The practice’s price is charged to your card when you send the request.')}
            </p>
            <CardFields values={values} errors={errors} />
            <button type="submit" class="button" safe>
              {t('Send request')}
            </button>
          </form>
        </>
      )}
    </DashboardLayout>
  );
}

/** The house-visit form: the practice, the pet, the address, the reason, preferred days and times. */
export function HouseVisitPage(props: FormProps) {
  const { values } = props;
  const errors = shownErrors(props.errors);
  const clinics = props.listings.filter((l) => l.consultations.some((c) => c.type === 2000));
  return (
    <DashboardLayout title={t('Request a house visit')} tenant={props.tenant} principal={props.principal} current="/app/requests">
      <h1 safe>{t('Request a house visit')}</h1>
      <p safe>{t('The practice offers a time for its vet to come to you, or tells you why it cannot. You pay the practice’s clinic consultation price once it offers a time.')}</p>
      {props.pets.length === 0 ? (
        <NoPets />
      ) : (
        <form method="post" action="/app/requests/house-visit" class="request-form">
          <FormError errors={errors} />
          <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
          <Select name="listing" label={t('Practice')} placeholder={t('Choose a practice')} options={clinics.map((l) => ({ value: l.id, label: listingLabel(l) }))} value={values.listing} error={errors.listing} />
          <Select name="pet" label={t('Pet')} placeholder={t('Choose a pet')} options={props.pets.map((p) => ({ value: p.id, label: p.name }))} value={values.pet} error={errors.pet} />
          <Field name="address" label={t('Address')} autocomplete="street-address" value={String(values.address ?? '')} error={errors.address} maxlength={300} required />
          <TextArea name="reason" label={t('Reason for the visit')} values={values} errors={errors} rows={4} max={2000} />
          <Field name="preferred" label={t('Preferred days and times')} placeholder={t('e.g. weekday mornings, or Saturday after 2 pm')} value={String(values.preferred ?? '')} error={errors.preferred} maxlength={300} required />
          <button type="submit" class="button" safe>
            {t('Send request')}
          </button>
        </form>
      )}
    </DashboardLayout>
  );
}
