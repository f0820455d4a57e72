import { t, type TSchema } from 'elysia';
import { Value } from '@sinclair/typebox/value';
import { fieldErrors } from '../../lib/form-errors';
import { noDefault } from '../../lib/no-default';
import { CATEGORY_KEYS, RECORD_CATEGORIES, type RecordCategory, type RecordField } from '../../lib/constants/record-categories';
import { t as tr, type MessageKey } from '../../lib/i18n';
import { fieldLabel, optionLabel } from './records.labels';

/** What a record's file field holds in the request: the fileUrl answers of POST /api/files/private. */
export const RECORD_FILE_URL = '^/files/private/phr/[0-9a-f-]{36}\\.[a-z0-9]{2,5}$';

function fieldSchema(field: RecordField): TSchema {
  const texts = { requiredError: `${field.label} is required`, error: `${field.label} is invalid` };
  switch (field.type) {
    case 'text':
      return t.String({ minLength: 1, maxLength: 200, ...texts, error: `${field.label} must be at most 200 characters` });
    case 'textarea':
      return t.String({ maxLength: 2000, ...texts, error: `${field.label} must be at most 2000 characters` });
    case 'date':
      return t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...texts, error: `${field.label} must be a date (YYYY-MM-DD)` });
    case 'number':
      return t.Number({ minimum: field.min ?? 0, maximum: field.max ?? 100_000, ...texts, error: `${field.label} must be a number from ${field.min ?? 0} to ${field.max ?? 100_000}` });
    case 'choice':
    case 'yesno':
      return noDefault(t.UnionEnum([...(field.options ?? ['yes', 'no'])] as [string, ...string[]], { ...texts, error: `${field.label} must be one of: ${(field.options ?? ['yes', 'no']).join(', ')}` }));
    case 'files':
      return t.Array(t.String({ pattern: RECORD_FILE_URL, error: `${field.label} must be uploaded files` }), {
        minItems: field.required ? 1 : 0,
        maxItems: 20,
        ...texts,
        error: field.required ? `${field.label} is required` : `${field.label} must be uploaded files`,
      });
  }
}

/** The TypeBox schema of one category's details, built from the data description. */
export function detailsSchema(category: RecordCategory) {
  const properties: Record<string, TSchema> = {};
  for (const field of category.fields) properties[field.key] = field.required ? fieldSchema(field) : t.Optional(fieldSchema(field));
  return t.Object(properties);
}

/** A field's problem in the reader's words (the schema's texts above stay the English, which the API describes). */
function fieldMessage(field: RecordField, value: unknown): string {
  const name = fieldLabel(field);
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return tr('{field} is required', { field: name });
  switch (field.type) {
    case 'text':
      return tr('{field} must be at most 200 characters', { field: name });
    case 'textarea':
      return tr('{field} must be at most 2000 characters', { field: name });
    case 'date':
      return tr('{field} must be a date (YYYY-MM-DD)', { field: name });
    case 'number': {
      // A number out of range says which bound it broke, as every other form does (lib/form-errors).
      const [min, max, number] = [field.min ?? 0, field.max ?? 100_000, Number(value)];
      if (typeof value === 'number' && number < min) return tr('{label} must be {min} or more', { label: name, min: String(min) });
      if (typeof value === 'number' && number > max) return tr('{label} must be at most {max}', { label: name, max: String(max) });
      return tr('{field} must be a number from {min} to {max}', { field: name, min: String(min), max: String(max) });
    }
    case 'choice':
    case 'yesno':
      return tr('{field} must be one of: {choices}', { field: name, choices: (field.options ?? ['yes', 'no']).map(optionLabel).join(', ') });
    case 'files':
      return tr('{field} must be uploaded files', { field: name });
  }
}


/** Built once per category object: a category shown in other units is an object of its own. */
const SCHEMAS = new WeakMap<RecordCategory, ReturnType<typeof detailsSchema>>();
const schemaOf = (category: RecordCategory) => SCHEMAS.get(category) ?? SCHEMAS.set(category, detailsSchema(category)).get(category)!;

/**
 * Keeps a category's own fields, drops empty optional values, converts form strings to
 * numbers, and checks the result: the first problem comes back as {field, message}.
 */
export function checkDetails(category: RecordCategory, raw: Record<string, unknown>): { details: Record<string, unknown> } | { field: string; message: string } {
  const picked: Record<string, unknown> = {};
  for (const field of category.fields) {
    let value = raw[field.key];
    if (field.type === 'files' && typeof value === 'string') value = value ? [value] : [];
    if (field.type === 'files' && Array.isArray(value)) value = value.filter((item) => item !== '');
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0 && !field.required)) continue;
    picked[field.key] = field.type === 'number' && typeof value === 'string' && value.trim() !== '' ? Value.Convert(t.Number(), value) : value;
  }
  const schema = schemaOf(category);
  const errors = fieldErrors(schema, picked);
  const first = category.fields.find((field) => errors[field.key] || Object.keys(errors).some((key) => key.startsWith(`${field.key}.`)));
  if (first) return { field: first.key, message: fieldMessage(first, picked[first.key]) };
  return { details: picked };
}

export const CategoryKey = noDefault(t.UnionEnum(CATEGORY_KEYS as [string, ...string[]], { requiredError: 'category is required', error: 'category must be one of the record categories' }));

export const RecordBody = t.Object({
  category: CategoryKey,
  details: t.Record(t.String(), t.Unknown(), { description: "The category's fields (GET /api/records/categories); file fields take fileUrl values of POST /api/files/private" }),
});
export const RecordUpdateBody = t.Object({
  details: RecordBody.properties.details,
  reason: t.Optional(t.String({ maxLength: 2000, description: 'Why a locked entry (24 hours after it was made) is amended; required then' })),
});
export const RecordIdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
export const PetRecordsQuery = t.Object({ category: t.Optional(CategoryKey), page: t.Optional(t.Numeric({ minimum: 1, maximum: 100_000 })) });

export const RecordView = t.Object({
  id: t.Integer(),
  pet_id: t.Integer(),
  category: t.String(),
  details: t.Record(t.String(), t.Unknown()),
  created_at: t.String(),
  updated_at: t.Union([t.String(), t.Null()]),
  locks_at: t.String(),
  amended_at: t.Union([t.String(), t.Null()]),
  entered_in_error: t.Union([t.String(), t.Null()]),
});

/** The texts of the records screens (spec §4, §8). */
export const RECORD_TEXTS = {
  empty: 'Oops! Sorry no records here',
  deleteQuestion: 'Are you sure you want to delete this item?',
  noPets: 'You have not added any pets!',
} as const satisfies Record<string, MessageKey>;

export const PAGE_SIZE = 50;
/**
 * Records a page of the screen's table (older ones behind the pager): a pet with years of
 * entries sent every row's edit and delete controls on each load.
 */
export const SCREEN_PAGE_SIZE = 20;
