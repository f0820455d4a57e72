import { t, type TSchema } from 'elysia';
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
  if (value === undefined || (field.type === 'files' && Array.isArray(value) && value.length === 0)) return tr('{field} is required', { field: name });
  switch (field.type) {
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') return tr('{field} must be text', { field: name });
      return field.type === 'text' ? tr('{field} must be at most 200 characters', { field: name }) : tr('{field} must be at most 2000 characters', { field: name });
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

/** A number as a form posts it ("12", "-0.5", ".5", "1e3"); "0x10", "Infinity" or "12 kg" stay text and are refused. */
const FORM_NUMBER = /^\s*-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/**
 * The category as an entry filed without a file is changed: a vet's consultation note or report is
 * itself the document, so a required file field it was filed without may stay empty.
 */
export function asFiled(category: RecordCategory, stored: Record<string, unknown>): RecordCategory {
  const fileless = (field: RecordField) => field.type === 'files' && field.required === true && !(Array.isArray(stored[field.key]) && (stored[field.key] as unknown[]).length > 0);
  if (!category.fields.some(fileless)) return category;
  return { ...category, fields: category.fields.map((field) => (fileless(field) ? { ...field, required: false } : field)) };
}

/** A day the calendar has ("2026-02-30" matches the pattern but is none). */
function isCalendarDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/**
 * The days of an entry in their order (record-categories `happened`, `notBefore`): a day that
 * happened is not after `today`, an end not before its start, a due date not before the day given.
 * Days are YYYY-MM-DD, so their text order is their calendar order. With today 2026-03-03:
 *   a weight dated 2030-01-01                      → "Date cannot be later than today"
 *   an allergy from 2026-02-10 ending 2026-02-01   → "End date cannot be before the start date"
 *   a vaccine given 2026-03-01, due 2026-03-01     → accepted (due the day it was given)
 */
function dayProblem(category: RecordCategory, picked: Record<string, unknown>, today: string): { field: string; message: string } | null {
  for (const field of category.fields) {
    const value = picked[field.key];
    if (field.type !== 'date' || typeof value !== 'string') continue;
    const name = fieldLabel(field);
    if (!isCalendarDay(value)) return { field: field.key, message: tr('{field} must be a date (YYYY-MM-DD)', { field: name }) };
    if (field.happened && value > today) return { field: field.key, message: tr('{field} cannot be later than today', { field: name }) };
    const start = field.notBefore ? picked[field.notBefore.key] : undefined;
    if (field.notBefore && typeof start === 'string' && value < start) return { field: field.key, message: tr(field.notBefore.message) };
  }
  return null;
}

/**
 * Keeps a category's own fields, drops empty values (absent, null, '', and a file field with no
 * files), reads form strings as numbers, and checks the result: the first problem comes back as
 * {field, message}. Any other value of the wrong type (a list or a number where text goes) is
 * refused on its field, never dropped or converted. `today` is the reader's day (YYYY-MM-DD): no
 * day that happened is later.
 */
export function checkDetails(category: RecordCategory, raw: Record<string, unknown>, today: string): { details: Record<string, unknown> } | { field: string; message: string } {
  const picked: Record<string, unknown> = {};
  for (const field of category.fields) {
    let value = raw[field.key];
    if (field.type === 'files') {
      // A form sends one file's address as a string, and '' for none.
      if (typeof value === 'string') value = value ? [value] : [];
      if (Array.isArray(value)) value = value.filter((item) => item !== '');
      if (Array.isArray(value) && value.length === 0 && !field.required) continue;
    }
    if (value === undefined || value === null || value === '') continue;
    picked[field.key] = field.type === 'number' && typeof value === 'string' && FORM_NUMBER.test(value) ? Number(value) : value;
  }
  const schema = schemaOf(category);
  const errors = fieldErrors(schema, picked);
  const first = category.fields.find((field) => errors[field.key] || Object.keys(errors).some((key) => key.startsWith(`${field.key}.`)));
  if (first) return { field: first.key, message: fieldMessage(first, picked[first.key]) };
  return dayProblem(category, picked, today) ?? { details: picked };
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
  author: t.Object({ role: t.Union([t.Literal('owner'), t.Literal('practice')]), vendor_id: t.Union([t.Integer(), t.Null()]), login_id: t.Union([t.Integer(), t.Null()]) }),
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
