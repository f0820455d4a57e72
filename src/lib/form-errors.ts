import type { TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';

export type FieldErrors = Record<string, string>;

/**
 * The text a schema gives for a bad value: its `requiredError` when the value is missing
 * or empty (e.g. "First name is required"), otherwise its `error` (e.g. "First name may
 * contain letters only"). Used for the HTML forms here and for the API by the errors plugin.
 */
export function schemaErrorText(schema: unknown, value: unknown): string | undefined {
  const texts = (schema ?? {}) as { error?: unknown; requiredError?: unknown };
  if ((value === undefined || value === '') && typeof texts.requiredError === 'string') return texts.requiredError;
  return typeof texts.error === 'string' ? texts.error : undefined;
}

/**
 * Checks a value against a TypeBox schema and returns the first message per field (by path),
 * preferring the schema's own texts. The same schema validates the JSON API
 * (through Elysia) and the HTML forms (through this), so both say the same thing.
 */
export function fieldErrors(schema: TSchema, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of Value.Errors(schema, value)) {
    // A form's extra inputs (hidden fields, buttons) are no error: Elysia closes a route's
    // object schemas in place, which must not turn a form's hidden field into one.
    if (error.type === ValueErrorType.ObjectAdditionalProperties) continue;
    // Nested fields are named by their path, e.g. "consultations.0.schedule.1.days".
    const field = error.path.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (errors[field]) continue;
    errors[field] = schemaErrorText(error.schema, error.value) ?? `${field}: ${error.message}`;
  }
  return errors;
}

/** Trims every string (spec §5: all inputs are trimmed) and lower-cases e-mail fields. */
export function normalizeInput<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(normalizeInput) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const trimmed = normalizeInput(item);
      out[key] = key === 'email' && typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
    }
    return out as T;
  }
  return value;
}
