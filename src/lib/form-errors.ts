import type { TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import { badRequest } from './errors';
import { INPUT_LIMITS, INPUT_MESSAGES } from './input-limits';

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

/** Keys that would reach an object's prototype rather than the object: never copied from input. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A parsed body or query: a plain object (JSON) or one without a prototype (Elysia's form parsers). */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Trims every string (spec §5: all inputs are trimmed) and lower-cases e-mail fields, in JSON,
 * url-encoded and multipart bodies and queries alike. The copy is made key by key with
 * `defineProperty`, and `__proto__`, `constructor` and `prototype` keys are dropped, so no
 * key can change what validation sees. The walk is bounded: input nested deeper than
 * INPUT_LIMITS.MAX_DEPTH (the request guard refuses such bodies first) is refused here too.
 */
export function normalizeInput<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.trim() as T;
  if (depth >= INPUT_LIMITS.MAX_DEPTH && value && typeof value === 'object') throw badRequest(INPUT_MESSAGES.tooDeep);
  if (Array.isArray(value)) return value.map((item) => normalizeInput(item, depth + 1)) as T;
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (PROTOTYPE_KEYS.has(key)) continue;
      const trimmed = normalizeInput(value[key], depth + 1);
      const item = key === 'email' && typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    return out as T;
  }
  return value;
}
