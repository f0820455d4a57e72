/**
 * fast-check arbitraries from the OpenAPI document's JSON schemas: bodies that fit a route's
 * schema, and the mutations a hostile client sends (depth, size, prototype keys, wrong types,
 * unicode and NUL, malformed text).
 */
import fc from 'fast-check';
import { INPUT_LIMITS, jsonTooDeep } from '../../../src/lib/input-limits';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

/** Strings a person or an attacker might type: plain, unicode, control characters and NUL, markup, entities. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u202e\u2028\u2029', '😀🐶', '\ud800', '<script>x</script>', '&#34;&lt;', ' padded ', '', '__proto__', '1e999', '-0', 'null'),
);

const patternArb = (pattern: string): fc.Arbitrary<string> => {
  try {
    return fc.stringMatching(new RegExp(pattern), { size: 'xsmall' });
  } catch {
    return fc.string();
  }
};

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2020-01-01'), max: new Date('2030-01-01') }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'integer') return fc.integer({ min: 0, max: 100 }).map(String);
  if (schema.pattern) return patternArb(schema.pattern);
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

/** A value that fits the schema (as far as a generator can tell without the server's data). */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => fromSchema(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 10_000, 2 ** 31) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = fromSchema(value, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A field's value nested `levels` arrays deep, written as text (JSON.stringify would recurse that deep). */
const nestedText = (levels: number) => `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;
const withField = (o: Record<string, unknown>, k: string, raw: string) => {
  const rest = JSON.stringify({ ...o, [k]: undefined });
  return rest === '{}' ? `{${JSON.stringify(k)}:${raw}}` : `{${JSON.stringify(k)}:${raw},${rest.slice(1)}`;
};

/** A body as raw text: valid, mutated in one field, or hostile as a whole. */
export function bodyText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const valid = fromSchema(schema) as fc.Arbitrary<Record<string, unknown> | unknown>;
  const asObject = valid.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v }));
  const keys = Object.keys(schema?.properties ?? {});
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('field');
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => JSON.stringify(v) ?? 'null') },
    // wrong type in one field
    { weight: 3, arbitrary: fc.tuple(asObject, key, fc.anything({ maxDepth: 3 })).map(([o, k, v]) => JSON.stringify({ ...o, [k]: v }) ?? '{}') },
    // hostile text in one field
    { weight: 3, arbitrary: fc.tuple(asObject, key, hostileString).map(([o, k, v]) => JSON.stringify({ ...o, [k]: v })) },
    // depth: one field nested a little or very deep, or the whole body
    { weight: 2, arbitrary: fc.tuple(asObject, key, fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(5_000, 50_000))).map(([o, k, n]) => withField(o, k, nestedText(n))) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 60_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
    // size: a field of 100 KB to 1.2 MB
    { weight: 1, arbitrary: fc.tuple(asObject, key, fc.integer({ min: 100_000, max: 1_200_000 })).map(([o, k, n]) => JSON.stringify({ ...o, [k]: 'x'.repeat(n) })) },
    // prototype keys carrying a valid body
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.boolean())
        .map(([v, k, nestedToo]) => `{"${k}":${JSON.stringify(v) ?? 'null'}${nestedToo ? ',"a":{"__proto__":{"x":1},"constructor":{"prototype":{}}}' : ''}}`),
    },
    // malformed JSON
    { weight: 2, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"a":', '[1,]', 'nul', '\u0000', '{"a":"\\u00"}', '"just a string"', '1e99999', '{}{}')) },
  );
}

/** Content types a client may claim, fitting the body or not. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/octet-stream',
  '',
  'application/jsonp',
);

/** Host headers: none at all (null), the real ones, and those that used to turn errors into 500s. */
export const hostHeader = fc.constantFrom<string | null>(
  null,
  'localhost',
  'LOCALHOST.',
  'happypaws.localhost:3000, evil.com',
  'localhost:3000',
  'happypaws.localhost',
  'app.localhost',
  'unknown-site.example',
  '127.0.0.1:3000',
  '[::1]:3000',
  '',
  'localhost:99999999',
  'a b',
  'exa%mple',
  'x'.repeat(300),
);

/** Cookie headers besides real sessions: short junk, malformed pairs, and huge ones (a 100 KB value, 2,000 pairs). */
export const cookieText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('session=', 'session', '=;=;', 'session=a; session=b', `session=${'a'.repeat(5000)}`, '__proto__=x', 'constructor=1; toString=2'),
  fc.constantFrom(`session=${'x'.repeat(100_000)}`, Array.from({ length: 2000 }, (_, i) => `c${i}=${'v'.repeat(20)}`).join('; '), `${'k'.repeat(8000)}=v`),
);

/** Query strings: fitting the named parameters or not. */
export function queryText(names: string[]): fc.Arbitrary<string> {
  const name = names.length ? fc.oneof(fc.constantFrom(...names), fc.constantFrom('__proto__[x]', 'constructor', 'a[b][c]')) : fc.constantFrom('x', '__proto__');
  const value = fc.oneof(fc.string({ maxLength: 12 }), hostileString, fc.integer().map(String), fc.constantFrom('2026-12-01', 'America/New_York', 'Not/AZone', '-1', '1e400'));
  return fc.array(fc.tuple(name, value), { maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
}

/** Percent-encodes any string, lone surrogates included (as U+FFFD, as a browser would). */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/**
 * A header value as it can travel: HTTP carries no control characters (Bun's parser refuses
 * them before the app), so those are sent as "?"; every other byte goes through.
 */
export const headerSafe = (value: string) => value.replace(/[^\x20-\x7e\x80-\xff]/g, '?');

/**
 * Whether a body can be valid for no route with this schema: not JSON, nested deeper or larger
 * than any form sends, or (for an object schema with required fields) not an object or missing one.
 * Such a body accepted and written would be an invalid body accepted.
 */
export function knownInvalid(schema: JsonSchema | undefined, text: string): boolean {
  if (text.length > INPUT_LIMITS.MAX_BODY_BYTES || jsonTooDeep(text)) return true;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  const required = schema?.type === 'object' ? (schema.required ?? []) : [];
  if (required.length === 0) return false;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return true;
  return required.some((key) => !Object.hasOwn(value as object, key) || key === '__proto__');
}
