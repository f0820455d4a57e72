import { Field } from '../../../ui/Field';
import type { RecordCategory, RecordField } from '../../../lib/constants/record-categories';
import type { AttachedFile } from '../../files/files.service';
import { FormActions } from '../../../ui/FormActions';
import { FormKey } from '../../../ui/FormKey';
import { t } from '../../../lib/i18n';
import { categoryLabel, fieldLabel, optionLabel } from '../records.labels';

export interface RecordFormProps {
  petId: number;
  category: RecordCategory;
  /** The record being edited, or null for a new one. */
  recordId: number | null;
  values: Record<string, unknown>;
  errors?: Record<string, string>;
  /** A locked entry: the change is an amendment and asks for its reason. */
  locked?: boolean;
}

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const label = (field: RecordField) => (field.required ? `${fieldLabel(field)} *` : fieldLabel(field));

function Choice({ field, value, error }: { field: RecordField; value: unknown; error?: string }) {
  const options = field.type === 'yesno' ? [['yes', t('Yes')], ['no', t('No')]] : (field.options ?? []).map((o) => [o, optionLabel(o)]);
  return (
    <Field name={field.key} label={label(field)} error={error} id={`record-${field.key}`}>
      <select id={`record-${field.key}`} name={field.key} required={field.required} aria-invalid={error ? 'true' : undefined}>
        <option value="">{field.required ? t('Choose…') : '—'}</option>
        {options.map(([v, text]) => (
          <option value={v} selected={str(value) === v} safe>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** An upload list: each file is uploaded on its own (spec §7) and kept as a hidden fileUrl; public/js/records.js runs it. */
function Files({ field, value, error }: { field: RecordField; value: unknown; error?: string }) {
  const files = (Array.isArray(value) ? value : []).map((file) => (typeof file === 'string' ? { url: file, name: file.split('/').pop()! } : (file as AttachedFile)));
  const id = `record-${field.key}`;
  return (
    <Field name={field.key} label={label(field)} error={error} id={id}>
      <div
        class="uploader"
        data-uploader={field.key}
        data-required={field.required ? 'true' : undefined}
        data-text-remove={t('Remove')}
        data-text-uploading-one={t('Uploading {count} file…', { count: '{count}' })}
        data-text-uploading-other={t('Uploading {count} files…', { count: '{count}' })}
        data-text-uploaded={t('Uploaded.')}
        data-text-failed={t('Upload failed')}
        data-text-need-file={t('Please upload at least one file.')}
      >
        <ul class="uploaded-files" data-uploaded>
          {files.map((file) => (
            <li>
              <a href={file.url} target="_blank" rel="noopener" safe>
                {file.name}
              </a>
              <input type="hidden" name={field.key} value={file.url} />
              <button type="button" class="button button-ghost button-small" data-remove-file safe>
                {t('Remove')}
              </button>
            </li>
          ))}
        </ul>
        <input id={id} name={field.key} type="file" multiple accept=".pdf,.jpg,.jpeg,.png,.webp,.heic,.dcm,application/pdf,image/*,application/dicom" data-upload-input />
        <p class="field-hint" data-upload-status aria-live="polite" safe>
          {t('PDF, JPEG, PNG, WebP, HEIC or DICOM, up to 20 MB each.')}
        </p>
      </div>
    </Field>
  );
}

function Input({ field, value, error }: { field: RecordField; value: unknown; error?: string }) {
  const id = `record-${field.key}`;
  if (field.type === 'choice' || field.type === 'yesno') return <Choice field={field} value={value} error={error} />;
  if (field.type === 'files') return <Files field={field} value={value} error={error} />;
  if (field.type === 'textarea') {
    return (
      <Field name={field.key} label={label(field)} error={error} id={id}>
        <textarea id={id} name={field.key} rows="3" maxlength="2000" safe>
          {str(value)}
        </textarea>
      </Field>
    );
  }
  if (field.type === 'number') {
    return (
      <Field name={field.key} label={field.unit ? `${label(field)} (${field.unit})` : label(field)} error={error} id={id}>
        <input id={id} name={field.key} type="number" step="any" min={field.min} max={field.max} value={str(value)} required={field.required} aria-invalid={error ? 'true' : undefined} />
      </Field>
    );
  }
  return <Field name={field.key} label={label(field)} type={field.type === 'date' ? 'date' : 'text'} value={str(value)} required={field.required} error={error} id={id} maxlength={field.type === 'text' ? 200 : undefined} />;
}

/** Why a locked entry is amended: required, kept with the amendment beside the original. */
function AmendmentReason({ value, error }: { value: unknown; error?: string }) {
  return (
    <Field name="reason" label={`${t('Reason for the amendment')} *`} error={error} id="record-reason" hint={t('This entry is locked: your change is kept as an amendment beside the original.')}>
      <textarea id="record-reason" name="reason" rows="2" maxlength="500" required aria-invalid={error ? 'true' : undefined} safe>
        {str(value)}
      </textarea>
    </Field>
  );
}

/** The add / edit form of one category, built from its fields (required ones starred and required). */
export function RecordForm({ petId, category, recordId, values, errors = {}, locked = false }: RecordFormProps) {
  const query = new URLSearchParams({ pet: String(petId), category: category.key, ...(recordId ? { id: String(recordId) } : {}) });
  const action = `/app/medical-records/records?${query}`;
  return (
    <form class="card record-form" method="post" action={action} enctype="multipart/form-data" hx-post={action} hx-target="#records-screen" hx-swap="outerHTML" data-record-form>
      <h3 safe>{locked ? t('Amend {category}', { category: categoryLabel(category.key) }) : recordId ? t('Edit {category}', { category: categoryLabel(category.key) }) : t('Add {category}', { category: categoryLabel(category.key) })}</h3>
      {recordId ? '' : <FormKey />}
      {errors._ ? (
        <p class="field-error" role="alert" safe>
          {errors._}
        </p>
      ) : (
        ''
      )}
      <div class="form-grid">
        {category.fields.map((field) => (
          <Input field={field} value={values[field.key]} error={errors[field.key]} />
        ))}
      </div>
      {locked ? <AmendmentReason value={values.reason} error={errors.reason} /> : ''}
      <FormActions cancel={`/app/medical-records?${new URLSearchParams({ pet: String(petId), category: category.key })}`} />
    </form>
  );
}
