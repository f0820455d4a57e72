import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database and reused: for the reads every request makes (the session's
 * account), where drizzle's query building would cost more than the read itself.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
