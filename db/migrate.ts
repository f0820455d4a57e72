import { migrate } from 'drizzle-orm/libsql/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Client } from '@libsql/client';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';
import { readFirstRow } from './connections';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

const expectedMigrations = () => readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
let expected: number | undefined;

/** Whether the database answers and has every committed migration applied (for /healthz). */
export async function isMigrated(client: Client): Promise<boolean> {
  expected ??= expectedMigrations();
  try {
    const row = await readFirstRow(client, 'SELECT count(*) AS n FROM __drizzle_migrations', []);
    return Number(row?.n) >= expected;
  } catch {
    return false;
  }
}

/** Applies every committed migration that the database has not seen yet. */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

if (import.meta.main) {
  const { loadConfig } = await import('../src/config');
  const { openDatabase } = await import('./client');
  try {
    const config = loadConfig();
    const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
    await migrateDatabase(database.db);
    database.close();
    console.log('migrations applied');
  } catch (error) {
    console.error('migration failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
