import type { Client } from '@libsql/client';
import { and, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
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

/**
 * The first row of a read sent straight to the client, its columns as named: for the one or two
 * reads every request of a hot public page makes (a practice site's host, a listing's versions),
 * where drizzle's own mapping costs twice the read. Only for rows of plain columns (no JSON mode).
 */
export async function firstRow<T>(db: Db, sql: string, args: (string | number)[]): Promise<T | undefined> {
  const result = await (db as Db & { $client: Client }).$client.execute({ sql, args });
  const row = result.rows[0];
  if (!row) return undefined;
  const value: Record<string, unknown> = {};
  for (const column of result.columns) value[column] = row[column];
  return value as T;
}

/** Whether `table` has a row where both columns hold the ids given: a prepared, indexed look-up. */
export async function hasRowWith(db: Db, name: string, table: SQLiteTable, [first, a]: [SQLiteColumn, number], [second, b]: [SQLiteColumn, number]): Promise<boolean> {
  const statement = prepared(db, name, (d) =>
    d
      .select({ one: sql<number>`1` })
      .from(table)
      .where(and(eq(first, sql.placeholder('a')), eq(second, sql.placeholder('b'))))
      .limit(1)
      .prepare(),
  );
  return (await statement.get({ a, b })) !== undefined;
}
