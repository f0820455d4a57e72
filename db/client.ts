import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createFileClient } from './connections';
import { countLocalWrites } from './local-writes';
import * as schema from './schema';

export type Db = LibSQLDatabase<typeof schema>;
/** A write transaction handle: what `db.transaction` passes to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  client: Client;
  db: Db;
  close(): void;
}

/** How long a writer waits for another writer's lock before SQLITE_BUSY (milliseconds). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the database. An embedded file is switched to WAL (a setting the file keeps),
 * every pooled connection waits on a busy lock instead of failing at once and keeps the
 * statements it has prepared (`./connections`).
 * drizzle's `db.transaction` asks libSQL for a "write" transaction, which begins
 * with BEGIN IMMEDIATE, so a writing transaction never upgrades from a read.
 */
export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  const embedded = url.startsWith('file:');
  if (embedded) {
    const path = url.slice('file:'.length).split('?')[0]!;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  }
  const client = embedded ? createFileClient(url, BUSY_TIMEOUT_MS) : createClient({ url, authToken });
  if (embedded) await client.execute('PRAGMA journal_mode = WAL');
  countLocalWrites(client);
  const db = drizzle(client, { schema });
  serializeTransactions(db);
  return { client, db, close: () => client.close() };
}

/**
 * One write transaction at a time within this process: the embedded driver waits for a busy lock
 * on the event loop, which the first transaction needs to finish (docs/decisions/0002-group-commit-of-writes.md).
 */
function serializeTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  let tail: Promise<unknown> = Promise.resolve();
  db.transaction = ((run, config) => {
    const result = tail.then(() => transaction(run, config));
    tail = result.catch(() => undefined);
    return result;
  }) as Db['transaction'];
}
