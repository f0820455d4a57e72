import type { TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import { badRequest } from './errors';
import { INPUT_LIMITS, INPUT_MESSAGES } from './input-limits';
import { normalizeText } from './input-text';
import { currentReader, t, translated } from './i18n';
import './schema-messages';

export type FieldErrors = Record<string, string>;

/**
 * The text a schema gives for a bad value: its `requiredError` when the value is missing
 * or empty (e.g. "First name is required"), otherwise its `error` (e.g. "First name may
 * contain letters only"). Used for the HTML forms here and for the API by the errors plugin.
 * The schema keeps English keys (made at load, before any reader): translated here, when shown.
 */
export function schemaErrorText(schema: unknown, value: unknown): string | undefined {
  const texts = (schema ?? {}) as { error?: unknown; requiredError?: unknown };
  if ((value === undefined || value === '') && typeof texts.requiredError === 'string') return translated(texts.requiredError);
  return outOfRangeText(schema, value) ?? (typeof texts.error === 'string' ? translated(texts.error) : undefined);
}

/** A field's name as its schema's texts give it: `label`, or the subject of "<label> is required", "<label> must …", "<label> may …". */
function labelOf(schema: { label?: unknown; requiredError?: unknown; error?: unknown }): string | undefined {
  if (typeof schema.label === 'string') return schema.label;
  for (const text of [schema.requiredError, schema.error]) {
    const subject = typeof text === 'string' ? /^(.+?) (?:is required|must|may)\b/.exec(text) : null;
    if (subject) return subject[1];
  }
  return undefined;
}

interface LengthRule {
  maxLength?: unknown;
  const?: unknown;
  anyOf?: LengthRule[];
}

/**
 * The longest text a rule takes: its maxLength, or for a choice of a bounded text and fixed words
 * ("" or 8–200 characters) the longest of them. Undefined when unbounded, and for fixed words alone
 * ("user"), where what is wrong is the word, not its length.
 */
function longestOf(rule: LengthRule): number | undefined {
  if (typeof rule.maxLength === 'number') return rule.maxLength;
  const branches = rule.anyOf ?? [];
  if (!branches.some((b) => typeof b.maxLength === 'number')) return undefined;
  let longest = 0;
  for (const branch of branches) {
    const length = typeof branch.maxLength === 'number' ? branch.maxLength : typeof branch.const === 'string' ? branch.const.length : undefined;
    if (length === undefined) return undefined;
    longest = Math.max(longest, length);
  }
  return longest;
}

/** A number as typed: a JSON number, or a form's plain decimal text. */
const numberOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : undefined;

/**
 * What is wrong with a value that is too long, too small or too large, said of what was typed
 * ("First name must be at most 50 characters", "Price must be 0 or more") rather than the
 * field's general rule, which would describe a 10,000-letter name as "letters only".
 */
function outOfRangeText(schema: unknown, value: unknown): string | undefined {
  const rule = (schema ?? {}) as LengthRule & { label?: unknown; requiredError?: unknown; error?: unknown; minimum?: unknown; maximum?: unknown };
  const english = labelOf(rule);
  if (!english) return undefined;
  const label = translated(english);
  const maxLength = longestOf(rule);
  if (typeof value === 'string' && maxLength !== undefined && value.length > maxLength) {
    const count = value.length.toLocaleString(currentReader().locale);
    return t('{label} must be at most {max} characters (you typed {count})', { label, max: String(maxLength), count });
  }
  const number = numberOf(value);
  if (number === undefined) return undefined;
  // Bounds as written in the schema (no grouping), as the English text always showed them.
  if (typeof rule.minimum === 'number' && number < rule.minimum) return t('{label} must be {min} or more', { label, min: String(rule.minimum) });
  if (typeof rule.maximum === 'number' && number > rule.maximum) return t('{label} must be at most {max}', { label, max: String(rule.maximum) });
  return undefined;
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
    errors[field] = schemaErrorText(error.schema, error.value) ?? t('{field}: {problem}', { field, problem: error.message });
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
 * Trims every string (spec §5: all inputs are trimmed), lower-cases e-mail fields, writes card
 * numbers and expiries as the rules read them and refuses hidden characters (lib/input-text), in JSON,
 * url-encoded and multipart bodies and queries alike. The copy is made key by key with
 * `defineProperty`, and `__proto__`, `constructor` and `prototype` keys are dropped, so no
 * key can change what validation sees. The walk is bounded: input nested deeper than
 * INPUT_LIMITS.MAX_DEPTH (the request guard refuses such bodies first) is refused here too.
 */
export function normalizeInput<T>(value: T, depth = 0, path = '', key = ''): T {
  if (typeof value === 'string') return normalizeText(key, value.trim(), path || key || '_') as T;
  if (depth >= INPUT_LIMITS.MAX_DEPTH && value && typeof value === 'object') throw badRequest(INPUT_MESSAGES.tooDeep);
  if (Array.isArray(value)) return value.map((item, i) => normalizeInput(item, depth + 1, path ? `${path}.${i}` : String(i), key)) as T;
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (PROTOTYPE_KEYS.has(key)) continue;
      const trimmed = normalizeInput(value[key], depth + 1, path ? `${path}.${key}` : key, key);
      const item = key === 'email' && typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    return out as T;
  }
  return value;
}
