import type { Client } from '@libsql/client';
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db, Tx } from './client';
import { readFirstRow } from './connections';

type Conn = Db | Tx;

/**
 * drizzle's session behind a handle (drizzle-orm 0.45, pinned): the libSQL client every handle of
 * one database shares, and for a transaction's handle the libSQL transaction it runs on. A
 * prepared statement runs on its `tx` when it has one, else on the client.
 */
const sessionOf = (conn: Conn) => (conn as unknown as { session: { client: object; tx?: object } }).session;

const statements = new WeakMap<object, Map<string, { tx?: object }>>();

/**
 * A query built once per database and reused (docs/decisions/0003-kept-prepared-statements.md). Given a
 * transaction's handle it runs on that transaction's own connection (sees its writes, goes with its
 * rollback). The name must say everything that changes the statement's text.
 */
export function prepared<T>(conn: Conn, name: string, build: (db: Db) => T): T {
  const { client, tx } = sessionOf(conn);
  let byName = statements.get(client);
  if (!byName) {
    byName = new Map();
    statements.set(client, byName);
  }
  let statement = byName.get(name);
  if (!statement) {
    statement = build(conn as Db) as { tx?: object };
    // Built on a transaction's handle, it would keep that transaction: it is bound on each use instead.
    statement.tx = undefined;
    byName.set(name, statement);
  }
  return (tx ? Object.create(statement, { tx: { value: tx } }) : statement) as T;
}

/**
 * The first row of a read sent straight to the client, its columns as named: for the one or two
 * reads every request of a hot public page makes (a practice site's host, a listing's versions),
 * where drizzle's own mapping costs twice the read. Only for rows of plain columns (no JSON mode).
 */
export async function firstRow<T>(db: Db, sql: string, args: (string | number)[]): Promise<T | undefined> {
  return (await readFirstRow((db as Db & { $client: Client }).$client, sql, args)) as T | undefined;
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

/**
 * The placeholder of a kept statement's JSON column that may be NULL: its value is given as JSON
 * text (`jsonText`). drizzle would encode a placeholder's null as the text "null".
 */
export const jsonPlaceholder = (name: string) => sql`${sql.placeholder(name)}`;

/** A JSON column's value for `jsonPlaceholder`: its text, or NULL. */
export const jsonText = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** `{ a: sql.placeholder('a'), ... }`: a kept insert's or update's values, each named as its column. */
export function placeholders<K extends string>(...names: K[]): Record<K, Placeholder> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as unknown as Record<K, Placeholder>;
}
