import type { TSchema } from '@sinclair/typebox';

/**
 * The schema without the default Elysia gives some types (t.UnionEnum takes its first value,
 * t.File the text "File"): a required field that is missing must be refused by name, never
 * filled in with a choice the caller did not make.
 */
export function noDefault<T extends TSchema>(schema: T): T {
  delete (schema as { default?: unknown }).default;
  return schema;
}
