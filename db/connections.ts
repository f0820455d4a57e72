/**
 * The embedded database's connections: libSQL's own client and pool, with each connection
 * keeping the statements it has prepared. `@libsql/client` prepares every statement again on
 * every call and asks it twice for its columns; on the booking path that was a third of the
 * server's time (`bench/payments.ts`, CPU profile). SQLite statements are made to be reused:
 * SQLite resets one before each run and prepares it again by itself when the schema changes.
 * `ConnectionPool` and `Sqlite3Client` are the classes `@libsql/client` (pinned) builds its own
 * client from, marked private there: an upgrade is checked by tests/integration/db/connections.test.ts.
 */
import { ConnectionPool, Sqlite3Client } from '@libsql/client/sqlite3';
import type Libsql from 'libsql';
import type { Client } from '@libsql/client';

type Connection = Libsql.Database;
type Statement = ReturnType<Connection['prepare']>;

/** Distinct statements kept per connection; the least recently used goes first past this. */
const STATEMENTS_PER_CONNECTION = 256;
/** libSQL's default pool size for a file database. */
const POOL_SIZE = 20;

/**
 * What `@libsql/client` sets and asks of a statement on every run, done once: safe integers and
 * raw rows (the client always wants both), its result columns (drizzle names every column it
 * selects, and the schema changes only in migrations, which run before the app serves), and
 * whether it returns rows at all (raw mode throws for one that does not, and a native error
 * costs more than the insert it is asked for).
 */
function remember(statement: Statement): Statement {
  const columns = statement.columns.bind(statement);
  let knownColumns: ReturnType<Statement['columns']> | undefined;
  statement.columns = () => (knownColumns ??= columns());

  const safeIntegers = statement.safeIntegers.bind(statement);
  let safe: boolean | undefined;
  statement.safeIntegers = (on = true) => {
    if (safe !== on) safeIntegers(on);
    safe = on;
    return statement;
  };

  const raw = statement.raw.bind(statement);
  let rawState: boolean | Error | undefined;
  statement.raw = (on = true) => {
    if (rawState instanceof Error && on) throw rawState;
    if (rawState === on) return statement;
    try {
      raw(on);
      rawState = on;
    } catch (error) {
      rawState = error as Error;
      throw error;
    }
    return statement;
  };
  return statement;
}

/** Makes `connection.prepare` answer a statement it prepared before for the same text. */
export function keepStatements(connection: Connection, max = STATEMENTS_PER_CONNECTION): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, Statement>();
  connection.prepare = ((sql: string) => {
    const statement = kept.get(sql);
    if (statement) {
      // Most recently used last, so the first key is the one to drop.
      kept.delete(sql);
      kept.set(sql, statement);
      return statement;
    }
    const fresh = remember(prepare(sql));
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    kept.set(sql, fresh);
    return fresh;
  }) as Connection['prepare'];
  // SQLite closes a connection only once its statements are gone: let them go with it.
  const close = connection.close.bind(connection);
  connection.close = () => {
    kept.clear();
    return close();
  };
}

/** libSQL's pool, each connection set up once when it is opened. */
class KeepingPool extends ConnectionPool {
  readonly #ready = new WeakSet<Connection>();

  override acquireSync(forTransaction?: boolean): Connection {
    const connection = super.acquireSync(forTransaction);
    if (!this.#ready.has(connection)) {
      keepStatements(connection);
      this.#ready.add(connection);
    }
    return connection;
  }
}

/**
 * A libSQL client for a `file:` URL (`file::memory:` included), the same as `createClient`
 * gives but with statements kept per connection. `timeout` is the busy timeout in milliseconds.
 */
export function createFileClient(url: string, timeout: number): Sqlite3Client {
  const path = url.slice('file:'.length).split('?')[0]!;
  const memory = path === ':memory:';
  // An in-memory database exists only on the connection that opened it: one connection.
  const pool = new KeepingPool(memory ? url : path, { timeout }, memory ? 1 : POOL_SIZE);
  const client = new Sqlite3Client(pool, 'number');
  pools.set(client, pool);
  return client;
}

const pools = new WeakMap<object, KeepingPool>();

/** An integer column as `@libsql/client`'s "number" mode gives it: a number, or a RangeError past 2^53. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'bigint') return value;
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
  return Number(value);
}

/**
 * The first row of a read, its columns as named, straight from a kept statement of a pooled
 * connection: one native call, where the client's `execute` makes three and builds every row
 * (12 µs against 5 µs for a one-row read). For the one read a hot request makes before serving
 * from a cache (a listing's versions, the write counts). Undefined when there is no row; a
 * client that is not embedded is asked through `execute`.
 */
export async function readFirstRow(client: Client, sql: string, args: (string | number)[]): Promise<Record<string, unknown> | undefined> {
  const pool = pools.get(client);
  if (!pool) {
    const result = await client.execute({ sql, args });
    const row = result.rows[0];
    if (!row) return undefined;
    const value: Record<string, unknown> = {};
    for (const column of result.columns) value[column] = row[column];
    return value;
  }
  const connection = await pool.acquire();
  try {
    // The same settings the client gives each of its statements, so a kept one is never switched.
    const statement = connection.prepare(sql).safeIntegers(true).raw(true);
    const values = statement.get(args) as unknown[] | undefined;
    if (!values) return undefined;
    const columns = statement.columns();
    const value: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) value[columns[i]!.name] = toNumber(values[i]);
    return value;
  } finally {
    pool.release(connection);
  }
}
