import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export type FieldErrors = Record<string, string>;

/**
 * Checks a value against a TypeBox schema and returns the first message per field,
 * preferring the schema's own `error` text. The same schema validates the JSON API
 * (through Elysia) and the HTML forms (through this), so both say the same thing.
 */
export function fieldErrors(schema: TSchema, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of Value.Errors(schema, value)) {
    const field = error.path.replace(/^\//, '').split('/')[0] || '_';
    if (errors[field]) continue;
    const custom = (error.schema as { error?: unknown }).error;
    errors[field] = typeof custom === 'string' ? custom : `${field}: ${error.message}`;
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
